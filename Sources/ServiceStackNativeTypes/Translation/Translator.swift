import Foundation

/// Turns selected metadata types into the declaration model (spec 11). Every option is decided here.
struct Translator {
    var given: NativeTypesOptions
    var options: ResolvedOptions
    var context: GenerationContext

    init(options given: NativeTypesOptions, context: GenerationContext) {
        self.given = given
        self.options = ResolvedOptions(given, context: context)
        self.context = context
    }

    func translate(_ metadata: MetadataTypes) throws(GeneratorError) -> SwiftFile {
        let selected = TypeSelector(options: options).select(from: metadata)
            .filter { !LibraryTypes.ignoredTypeNames.contains($0.type.name) }
        let translation = try makeContext(metadata: metadata, selected: selected)
        try Self.rejectCyclicInheritance(translation.selectedByName)

        var declarations: [Declaration] = []
        declarations.reserveCapacity(selected.count)
        var usedNames: [String: String] = [:]
        for entry in selected {
            let swiftName = try SwiftTypeMapper.nameOnly(
                entry.type.name, conflictNames: translation.mapper.conflictNames)
            let fullName = "\(entry.type.namespace ?? "").\(entry.type.name)"
            if let existing = usedNames[swiftName], existing != fullName {
                throw .duplicateTypeName(swiftName)
            }
            usedNames[swiftName] = fullName
            declarations.append(try TypeTranslator(context: translation, entry: entry).declaration())
        }

        var support: [[String]] = []
        if !translation.boxedProperties.isEmpty { support.append(StructPlanner.indirectWrapperSource) }

        return SwiftFile(
            header: options.withoutOptions
                ? nil : HeaderTranslator(given: given, options: options, context: context).lines(),
            imports: options.defaultImports,
            declarations: declarations,
            supportDeclarations: support,
            trailingEmptyLines: options.addModelExtensions ? 2 : 0
        )
    }

    /// Swift rejects circular class inheritance, so such a document is an error, not broken output.
    private static func rejectCyclicInheritance(_ types: [String: MetadataType]) throws(GeneratorError) {
        var acyclic = Set<String>()
        for name in types.keys.sorted() {
            var chain = Set<String>()
            var current: String? = name
            while let link = current, !acyclic.contains(link) {
                guard chain.insert(link).inserted else { throw .cyclicInheritance(link) }
                current = types[link]?.inherits?.name
            }
            acyclic.formUnion(chain)
        }
    }

    private func makeContext(metadata: MetadataTypes, selected: [SelectedType]) throws(GeneratorError)
        -> TranslationContext
    {
        var documentByName: [String: MetadataType] = [:]
        var documentNames: [String] = []
        func record(_ type: MetadataType) {
            // System types are never generated, so references to them cannot resolve.
            let isSystem =
                (type.namespace ?? "").hasPrefix("System")
                && !TypeSelector.exportedSystemTypes.contains(type.name)
            if documentByName[type.name] == nil, !isSystem {
                documentByName[type.name] = type
                documentNames.append(type.name)
            }
        }
        for operation in metadata.operations {
            record(operation.request)
            if let response = operation.response { record(response) }
        }
        for type in metadata.types { record(type) }

        // Swift cannot reuse a name with a different generic arity: `Result`1` becomes `Result_1`.
        var namesByBase: [Substring: Set<String>] = [:]
        for entry in selected {
            let name = entry.type.name
            let base = name.firstIndex(of: "`").map { name[..<$0] } ?? Substring(name)
            namesByBase[base, default: []].insert(name)
        }
        var conflicts = Set<String>()
        for names in namesByBase.values where names.count > 1 { conflicts.formUnion(names) }

        let mapper = try SwiftTypeMapper(
            treatTypesAsStrings: options.treatTypesAsStrings,
            documentNames: documentNames,
            conflictNames: conflicts
        )
        var selectedByName: [String: MetadataType] = [:]
        for entry in selected where selectedByName[entry.type.name] == nil {
            selectedByName[entry.type.name] = entry.type
        }
        let translation = TranslationContext(
            options: options,
            context: context,
            mapper: mapper,
            selectedByName: selectedByName,
            documentByName: documentByName
        )
        if options.useStructs {
            let plan = StructPlanner(context: translation).plan(selected)
            translation.structNames = plan.structNames
            translation.sendableStructNames = plan.sendableNames
            translation.boxedProperties = plan.boxedProperties
        }
        return translation
    }
}
