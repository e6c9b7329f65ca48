import Foundation

/// Decides which types become structs in struct mode, which of them can be `Sendable`,
/// and which properties need boxing to break recursive value types.
struct StructPlanner {
    struct Plan: Sendable {
        var structNames: Set<String> = []
        var sendableNames: Set<String> = []
        /// `"{Type}.{Property}"` keys.
        var boxedProperties: Set<String> = []
    }

    var options: ResolvedOptions
    var catalog: TypeCatalog

    func plan(_ selected: [SelectedType]) -> Plan {
        var plan = Plan()
        guard options.baseClass == nil else { return plan }
        let inheritedNames = Set(selected.compactMap { $0.type.inherits?.name })
        var candidates: [String: MetadataType] = [:]
        candidates.reserveCapacity(selected.count)
        for entry in selected {
            let type = entry.type
            if type.isEnum == true || type.isInterface == true || type.inherits != nil { continue }
            if inheritedNames.contains(type.name) { continue }
            candidates[type.name] = type
        }
        plan.structNames = Set(candidates.keys)
        let candidateNames = plan.structNames

        // Sendable: every referenced type must be a primitive, an enum or a Sendable struct.
        // Start from all candidates and withdraw, revisiting only the types that refer to a withdrawn one.
        var sendable = Set(candidates.keys)
        var referencedBy: [String: [String]] = [:]
        referencedBy.reserveCapacity(candidates.count)
        var leavesByName: [String: [String]] = [:]
        leavesByName.reserveCapacity(candidates.count)
        for (name, type) in candidates {
            let parameters = type.genericArgs ?? []
            var leaves = references(of: type)
            if !parameters.isEmpty || catalog.hasInterfaces {
                leaves.removeAll { parameters.contains($0) || catalog.isInterface($0) }
            }
            leavesByName[name] = leaves
            // A name listed twice only revisits its referrer, which gives the same answer.
            for leaf in leaves where candidateNames.contains(leaf) { referencedBy[leaf, default: []].append(name) }
        }
        var pending = candidates.keys.sorted()
        while let name = pending.popLast() {
            guard sendable.contains(name) else { continue }
            if !(leavesByName[name] ?? []).allSatisfy({ isSendableLeaf($0, sendable: sendable) }) {
                sendable.remove(name)
                pending += referencedBy[name] ?? []
            }
        }
        plan.sendableNames = sendable

        // Boxing: a direct (non-collection) struct property whose target leads back to its owner,
        // i.e. whose owner and target are in the same strongly connected component.
        var edges: [String: [(property: String, target: String)]] = [:]
        for (name, type) in candidates {
            for property in type.properties ?? [] {
                guard let target = directStructTarget(property), candidateNames.contains(target) else { continue }
                edges[name, default: []].append((property.name, target))
            }
        }
        let component = StronglyConnectedComponents.components(
            nodes: candidates.keys.sorted(), edges: edges.mapValues { $0.map(\.target) })
        for (name, outgoing) in edges {
            for edge in outgoing where component[edge.target] == component[name] {
                plan.boxedProperties.insert("\(name).\(edge.property)")
            }
        }
        return plan
    }

    private func references(of type: MetadataType) -> [String] {
        var names: [String] = []
        for property in type.properties ?? [] {
            if let propertyType = property.type { TypeReferences.appendLeafNames(propertyType, to: &names) }
            for argument in property.genericArgs ?? [] { TypeReferences.appendLeafNames(argument, to: &names) }
        }
        return names
    }

    private func isSendableLeaf(_ name: String, sendable: Set<String>) -> Bool {
        if sendable.contains(name) { return true }
        if SwiftTypeMapper.builtinAliases[name] != nil { return true }
        if SwiftTypeMapper.arrayTypes.contains(name) || SwiftTypeMapper.dictionaryTypes.contains(name) {
            return true
        }
        if name == "Nullable`1" || name == "Nullable" || name == "List" || name == "Dictionary" {
            return true
        }
        if catalog.isEnum(name) { return true }
        // Unknown names map to String.
        return catalog.mapper.isUnknown(name, scope: [])
    }

    private func directStructTarget(_ property: MetadataPropertyType) -> String? {
        guard let type = property.type else { return nil }
        if type == "Nullable`1" { return property.genericArgs?.first }
        if type.hasSuffix("[]") || SwiftTypeMapper.arrayTypes.contains(type)
            || SwiftTypeMapper.dictionaryTypes.contains(type)
        {
            return nil
        }
        return type
    }

    /// The property wrapper that stores a struct value indirectly, emitted once when needed.
    static let indirectWrapperSource: [String] = [
        "/// Stores a value indirectly so that recursive struct DTOs have a finite size.",
        "@propertyWrapper",
        "nonisolated public struct DtoIndirect<Value : Sendable> : Sendable",
        "{",
        "    private final class Box : Sendable {",
        "        let value: Value",
        "        init(_ value: Value) { self.value = value }",
        "    }",
        "",
        "    private var box: Box",
        "",
        "    public init(wrappedValue: Value) { box = Box(wrappedValue) }",
        "",
        "    public var wrappedValue: Value {",
        "        get { box.value }",
        "        set { box = Box(newValue) }",
        "    }",
        "}",
        "",
        "nonisolated extension DtoIndirect : Codable where Value : Codable",
        "{",
        "    public init(from decoder: Decoder) throws {",
        "        self.init(wrappedValue: try decoder.singleValueContainer().decode(Value.self))",
        "    }",
        "",
        "    public func encode(to encoder: Encoder) throws {",
        "        var container = encoder.singleValueContainer()",
        "        try container.encode(wrappedValue)",
        "    }",
        "}",
        "",
        "nonisolated extension KeyedDecodingContainer",
        "{",
        "    public func decode<T : Codable & Sendable>(_ type: DtoIndirect<T?>.Type, forKey key: Key) throws -> DtoIndirect<T?> {",
        "        DtoIndirect(wrappedValue: try decodeIfPresent(T.self, forKey: key))",
        "    }",
        "}",
        "",
        "nonisolated extension KeyedEncodingContainer",
        "{",
        "    public mutating func encode<T : Codable & Sendable>(_ value: DtoIndirect<T?>, forKey key: Key) throws {",
        "        try encodeIfPresent(value.wrappedValue, forKey: key)",
        "    }",
        "}",
    ]
}
