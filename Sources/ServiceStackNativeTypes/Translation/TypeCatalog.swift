import Foundation

/// Lookups over a document's types and the type mapper, built once per generation.
struct TypeCatalog: Sendable {
    let mapper: SwiftTypeMapper
    /// Selected types by .NET name.
    let selectedByName: [String: MetadataType]
    /// Every type in the document by .NET name (for enum checks), except system types.
    let documentByName: [String: MetadataType]
    /// True when a selected type is an interface (without one, no property refers to an interface).
    let hasInterfaces: Bool

    init(metadata: MetadataTypes, selected: [SelectedType], treatTypesAsStrings: [String]) throws(GeneratorError) {
        // Reserved up front: growing a dictionary of large values moves every value again.
        let typeCount = metadata.types.count + metadata.operations.count * 2
        var documentByName: [String: MetadataType] = [:]
        documentByName.reserveCapacity(typeCount)
        var documentNames: [String] = []
        documentNames.reserveCapacity(typeCount)
        func record(_ type: MetadataType) {
            // System types are never generated, so references to them cannot resolve.
            let isSystem =
                (type.namespace ?? "").hasPrefix("System")
                && !SelectionSettings.defaultExportedSystemTypes.contains(type.name)
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

        mapper = try SwiftTypeMapper(
            treatTypesAsStrings: treatTypesAsStrings,
            documentNames: documentNames,
            conflictNames: Self.conflictNames(selected)
        )
        var selectedByName: [String: MetadataType] = [:]
        selectedByName.reserveCapacity(selected.count)
        for entry in selected where selectedByName[entry.type.name] == nil {
            selectedByName[entry.type.name] = entry.type
        }
        self.selectedByName = selectedByName
        hasInterfaces = selectedByName.values.contains { $0.isInterface == true }
        self.documentByName = documentByName
    }

    /// Swift cannot reuse a name with a different generic arity: `Result`1` becomes `Result_1`.
    private static func conflictNames(_ selected: [SelectedType]) -> Set<String> {
        // Only a name with a backtick has a base other than itself, so every conflict has one: those are grouped
        // by base first, and a name without a backtick is looked up only when there are any.
        var namesByBase: [Substring: Set<String>] = [:]
        var plainNames: [String] = []
        for entry in selected {
            let name = entry.type.name
            let tick =
                name.utf8.allSatisfy { $0 < 0x80 }
                ? name.utf8.firstIndex(of: UInt8(ascii: "`")) : name.firstIndex(of: "`")
            guard let tick else {
                plainNames.append(name)
                continue
            }
            namesByBase[name[..<tick], default: []].insert(name)
        }
        guard !namesByBase.isEmpty else { return [] }
        for name in plainNames where namesByBase[Substring(name)] != nil {
            namesByBase[Substring(name), default: []].insert(name)
        }
        var conflicts = Set<String>()
        for names in namesByBase.values where names.count > 1 { conflicts.formUnion(names) }
        return conflicts
    }

    func selected(named name: String) -> MetadataType? { selectedByName[name] }

    func isInterface(_ name: String) -> Bool {
        selectedByName[name]?.isInterface == true
    }

    func isEnum(_ name: String) -> Bool {
        documentByName[name]?.isEnum == true
    }

    /// Generic parameter names of a type definition, as Swift identifiers.
    func scope(of type: MetadataType) -> Set<String> {
        Set((type.genericArgs ?? []).map(SwiftIdentifier.escaped))
    }
}
