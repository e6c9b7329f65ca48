import Foundation

/// Decides which types become structs in struct mode, which of them can be `Sendable`,
/// and which properties need boxing to break recursive value types.
struct StructPlanner {
    struct Plan: Sendable {
        var structNames: Set<String> = []
        var sendableNames: Set<String> = []
        var boxedProperties: Set<BoxedProperty> = []
    }

    /// A property stored through `DtoIndirect`: its type's name and its own.
    struct BoxedProperty: Hashable, Sendable {
        let type: String
        let property: String
    }

    var options: ResolvedOptions
    var catalog: TypeCatalog

    /// The candidates are numbered, and every step works on those numbers: names are hashed once each, and types
    /// are read where they are rather than copied.
    func plan(_ selected: [SelectedType]) -> Plan {
        var plan = Plan()
        guard options.baseClass == nil else { return plan }
        let inheritedNames = Set(selected.compactMap { $0.type.inherits?.name })
        // Candidate number → position in `selected` (the last type of a name wins); name → candidate number.
        var positions: [Int] = []
        var numbers: [String: Int] = [:]
        numbers.reserveCapacity(selected.count)
        for (position, entry) in selected.enumerated() {
            let type = entry.type
            if type.isEnum == true || type.isInterface == true || type.inherits != nil { continue }
            if inheritedNames.contains(type.name) { continue }
            if let number = numbers[type.name] {
                positions[number] = position
            } else {
                numbers[type.name] = positions.count
                positions.append(position)
            }
        }
        plan.structNames = Set(numbers.keys)
        plan.sendableNames = sendableNames(selected, positions: positions, numbers: numbers)
        plan.boxedProperties = boxedProperties(selected, positions: positions, numbers: numbers)
        return plan
    }

    /// The candidates whose every referenced type is a primitive, an enum or a `Sendable` struct: those that
    /// refer to something else are withdrawn, then every candidate that leads to a withdrawn one.
    private func sendableNames(_ selected: [SelectedType], positions: [Int], numbers: [String: Int]) -> Set<String> {
        var sendable = Array(repeating: true, count: positions.count)
        var referrers = Array(repeating: [Int](), count: positions.count)
        var leafIsSendable: [String: Bool] = [:]
        var leaves: [String] = []
        var parsedArguments: [String: [String]] = [:]
        for (number, position) in positions.enumerated() {
            let parameters = selected[position].type.genericArgs ?? []
            leaves.removeAll(keepingCapacity: true)
            appendReferences(of: selected[position].type.properties ?? [], to: &leaves, parsed: &parsedArguments)
            for leaf in leaves {
                if !parameters.isEmpty || catalog.hasInterfaces,
                    parameters.contains(leaf) || catalog.isInterface(leaf)
                {
                    continue
                }
                let known: Bool
                if let cached = leafIsSendable[leaf] {
                    known = cached
                } else {
                    known = isSendableOutsideCandidates(leaf)
                    leafIsSendable[leaf] = known
                }
                if known { continue }
                if let target = numbers[leaf] {
                    referrers[target].append(number)
                } else {
                    sendable[number] = false
                }
            }
        }
        var withdrawn = sendable.indices.filter { !sendable[$0] }
        while let number = withdrawn.popLast() {
            for referrer in referrers[number] where sendable[referrer] {
                sendable[referrer] = false
                withdrawn.append(referrer)
            }
        }
        var names = Set<String>(minimumCapacity: positions.count)
        for (number, position) in positions.enumerated() where sendable[number] {
            names.insert(selected[position].type.name)
        }
        return names
    }

    /// A direct (non-collection) struct property whose target leads back to its owner, i.e. whose owner and
    /// target are in the same strongly connected component.
    private func boxedProperties(_ selected: [SelectedType], positions: [Int], numbers: [String: Int])
        -> Set<BoxedProperty>
    {
        var edges = Array(repeating: [(property: String, target: Int)](), count: positions.count)
        for (number, position) in positions.enumerated() {
            guard let properties = selected[position].type.properties else { continue }
            for index in properties.indices {
                guard
                    let target = directStructTarget(properties[index].type, properties[index].genericArgs, in: numbers)
                else { continue }
                edges[number].append((properties[index].name, target))
            }
        }
        let component = StronglyConnectedComponents.components(edges: edges.map { $0.map(\.target) })
        var boxed = Set<BoxedProperty>()
        for (number, outgoing) in edges.enumerated() {
            for edge in outgoing where component[edge.target] == component[number] {
                boxed.insert(BoxedProperty(type: selected[positions[number]].type.name, property: edge.property))
            }
        }
        return boxed
    }

    /// Appends the type names `properties` refer to (read in place: a property is not copied). A generic
    /// argument in C# syntax (`List<String>`) is parsed once per planning, its names kept in `parsed`.
    private func appendReferences(
        of properties: [MetadataPropertyType], to names: inout [String], parsed: inout [String: [String]]
    ) {
        for index in properties.indices {
            if let propertyType = properties[index].type { TypeReferences.appendLeafNames(propertyType, to: &names) }
            guard let arguments = properties[index].genericArgs else { continue }
            for argument in arguments {
                guard argument.utf8.contains(UInt8(ascii: "<")) else {
                    TypeReferences.appendLeafNames(argument, to: &names)
                    continue
                }
                if let known = parsed[argument] {
                    names += known
                } else {
                    let leaves = TypeReferences.leafNames(argument)
                    parsed[argument] = leaves
                    names += leaves
                }
            }
        }
    }

    /// Whether `name` is `Sendable` whatever the candidates turn out to be: a primitive, a collection, an enum or
    /// an unknown name (mapped to `String`).
    private func isSendableOutsideCandidates(_ name: String) -> Bool {
        if SwiftTypeMapper.builtinAliases[name] != nil { return true }
        if SwiftTypeMapper.arrayTypes.contains(name) || SwiftTypeMapper.dictionaryTypes.contains(name) {
            return true
        }
        if name == "Nullable`1" || name == "Nullable" || name == "List" || name == "Dictionary" {
            return true
        }
        if catalog.isEnum(name) { return true }
        return catalog.mapper.isUnknown(name, scope: [])
    }

    /// The candidate a property of C# type `type` (with `genericArgs`) holds directly, not through a collection.
    /// Names that are no candidate are let go first, at the cost of one lookup.
    private func directStructTarget(_ type: String?, _ genericArgs: [String]?, in numbers: [String: Int]) -> Int? {
        guard let type else { return nil }
        if type == "Nullable`1" { return genericArgs?.first.flatMap { numbers[$0] } }
        guard let number = numbers[type] else { return nil }
        if type.hasSuffix("[]") || SwiftTypeMapper.arrayTypes.contains(type)
            || SwiftTypeMapper.dictionaryTypes.contains(type)
        {
            return nil
        }
        return number
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
