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
        let catalog = try TypeCatalog(
            metadata: metadata, selected: selected, treatTypesAsStrings: options.treatTypesAsStrings)
        try Self.rejectCyclicInheritance(catalog.selectedByName)
        let translation = TranslationContext(
            options: options, generation: context, catalog: catalog, selected: selected)

        var declarations: [Declaration] = []
        declarations.reserveCapacity(selected.count)
        var memo = PropertyMemo()
        // Swift name → the position in `selected` of the type that took it.
        var usedNames: [String: Int] = [:]
        usedNames.reserveCapacity(selected.count)
        for (position, entry) in selected.enumerated() {
            let swiftName = try translation.mapper.declaredName(entry.type.name)
            if let existing = usedNames.updateValue(position, forKey: swiftName),
                selected[existing].type.qualifiedName != entry.type.qualifiedName
            {
                throw .duplicateTypeName(swiftName)
            }
            declarations.append(try TypeTranslator(context: translation, entry: entry).declaration(memo: &memo))
        }

        var support: [[String]] = []
        if !translation.structs.boxedProperties.isEmpty { support.append(StructPlanner.indirectWrapperSource) }

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
        // A type without a base ends every chain that reaches it, so only those with one start a chain.
        for name in types.compactMap({ $0.value.inherits == nil ? nil : $0.key }).sorted() {
            var chain = Set<String>()
            var current: String? = name
            while let link = current, !acyclic.contains(link) {
                guard chain.insert(link).inserted else { throw .cyclicInheritance(link) }
                current = types[link]?.inherits?.name
            }
            acyclic.formUnion(chain)
        }
    }
}
