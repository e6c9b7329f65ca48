import Foundation

/// Chooses which types to generate, applying `IncludeTypes`, `ExcludeTypes`,
/// `AddServiceStackTypes` and the system-namespace rule, in emission order.
struct TypeSelector {
    var settings: SelectionSettings

    init(settings: SelectionSettings) {
        self.settings = settings
    }

    /// Selects with the Swift generator's resolved options.
    init(options: ResolvedOptions) {
        self.init(
            settings: SelectionSettings(
                includeTypes: options.includeTypes, excludeTypes: options.excludeTypes,
                addServiceStackTypes: options.addServiceStackTypes))
    }

    func select(from metadata: MetadataTypes) -> [SelectedType] {
        let excludeEntries = settings.excludeTypes
        let dropServices = excludeEntries.contains("services")
        let dropTypes = excludeEntries.contains("types")
        let excludedNames = excludeEntries.filter { $0 != "services" && $0 != "types" }
        let included = includedNames(metadata)

        func isSelected(_ type: MetadataType) -> Bool {
            if let included, !included.contains(type.name) { return false }
            if excludedNames.contains(where: { IncludeTypeEntry.nameMatches($0, type.name) }) {
                return false
            }
            let namespace = type.namespace ?? ""
            if namespace.hasPrefix("System"), !settings.exportedSystemTypes.contains(type.name) {
                return false
            }
            if !settings.addServiceStackTypes,
                namespace == "ServiceStack" || namespace.hasPrefix("ServiceStack.")
            {
                return false
            }
            return true
        }

        var result: [SelectedType] = []
        result.reserveCapacity(metadata.types.count + metadata.operations.count * 2)
        var seen = Set<String>()
        seen.reserveCapacity(metadata.types.count + metadata.operations.count * 2)
        func add(
            _ type: MetadataType, _ role: SelectedType.Role, _ operation: MetadataOperationType? = nil
        ) {
            guard isSelected(type) else { return }
            guard seen.insert(type.qualifiedName).inserted else { return }
            result.append(SelectedType(type: type, role: role, operation: operation))
        }

        let operations = dropServices ? [] : metadata.operations
        for operation in operations { add(operation.request, .request, operation) }
        for operation in operations {
            if let response = operation.response { add(response, .response) }
        }
        if !dropTypes {
            for type in metadata.types { add(type, .type) }
        }
        return result
    }

    /// The names chosen by `IncludeTypes`, or nil when everything is included.
    private func includedNames(_ metadata: MetadataTypes) -> Set<String>? {
        guard !settings.includeTypes.isEmpty else { return nil }
        let references = TypeReferences(metadata)
        var names = Set<String>()

        func includeRequest(_ name: String) {
            guard let operation = references.operation(forRequest: name) else { return }
            if let response = operation.response { names.insert(response.name) }
            if let returnType = operation.returnType {
                for leaf in TypeReferences.names(in: returnType) {
                    names.formUnion(references.definitionNames(matching: leaf))
                }
            }
        }

        for entry in settings.includeTypes.map(IncludeTypeEntry.init) {
            switch entry {
            case .name(let name):
                for definition in references.definitionNames(matching: name) {
                    names.insert(definition)
                    includeRequest(definition)
                }
            case .closure(let name):
                names.formUnion(references.closure(of: [name]))
            case .namespace(let prefix):
                for type in allTypes(metadata) where (type.namespace ?? "").hasPrefix(prefix) {
                    names.insert(type.name)
                }
            case .referencedBy(let name):
                let targets = Set(references.definitionNames(matching: name))
                names.formUnion(targets)
                for operation in metadata.operations {
                    let request = operation.request
                    var mentioned: [String] = []
                    if let inherits = request.inherits { mentioned += TypeReferences.names(in: inherits) }
                    if let response = operation.response { mentioned.append(response.name) }
                    for implemented in request.implements ?? [] {
                        mentioned += TypeReferences.names(in: implemented)
                    }
                    if mentioned.contains(where: { candidate in
                        targets.contains(where: {
                            IncludeTypeEntry.nameMatches(candidate, $0) || candidate == $0
                        })
                    }) {
                        names.insert(request.name)
                        includeRequest(request.name)
                    }
                }
            case .tags(let tags):
                let wanted = Set(tags)
                let requests = metadata.operations.filter { !wanted.isDisjoint(with: $0.tags ?? []) }.map(
                    \.request.name)
                names.formUnion(references.closure(of: requests))
            }
        }
        return names
    }

    private func allTypes(_ metadata: MetadataTypes) -> [MetadataType] {
        metadata.operations.flatMap { [$0.request] + ($0.response.map { [$0] } ?? []) } + metadata.types
    }
}
