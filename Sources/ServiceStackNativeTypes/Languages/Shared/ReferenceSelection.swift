import Foundation

/// The language-neutral stage every non-Swift generator starts from: the types a reference holds, in
/// ServiceStack's order (requests, then responses, then other types), each with its role and operation.
struct ReferenceSelection: Sendable {
    /// The types to generate, in emission order.
    var types: [SelectedType]

    /// Selects from a document whose never-exported types are already removed.
    ///
    /// An operation's response of a generic type (`` QueryResponse`1 ``) is the closed type, its properties of the
    /// concrete argument (`Results: List<TechnologyView>`); where the document also lists the open definition
    /// (`isGenericTypeDef`), that is what a language declares, so `QueryResponse<T>` holds `T[]`.
    init(_ metadata: MetadataTypes, settings: SelectionSettings) {
        var genericDefinitions: [String: MetadataType] = [:]
        for type in metadata.types where type.isGenericTypeDef == true && genericDefinitions[type.name] == nil {
            genericDefinitions[type.name] = type
        }
        types = TypeSelector(settings: settings).select(from: metadata).map { entry in
            guard entry.role == .response, let definition = genericDefinitions[entry.type.name] else { return entry }
            var open = entry
            open.type = definition
            return open
        }
    }

    /// The same types, each base type before the types that inherit from it (where both are selected), otherwise in
    /// emission order: what languages need whose classes must be defined before they are extended.
    var baseTypesFirst: [SelectedType] {
        InheritanceOrder.sorted(types)
    }
}

/// How a request says what it returns, for the languages whose DTOs carry a marker (`IReturn<T>`, `IReturnVoid`).
enum ResponseMarker: Sendable, Equatable {
    /// `IReturnVoid`: the operation answers with no body.
    case void
    /// `IReturn<T>` with the response type as the document names it.
    case returns(MetadataTypeName)

    /// The request's marker: its declared return type, else its response type when `addReturnMarker` infers one;
    /// nil for types that are not requests or return nothing known.
    static func of(_ entry: SelectedType, addReturnMarker: Bool) -> ResponseMarker? {
        guard entry.role == .request, let operation = entry.operation else { return nil }
        if operation.returnsVoid == true { return .void }
        if let returnType = operation.returnType { return .returns(returnType) }
        if addReturnMarker, let response = operation.response {
            return .returns(
                MetadataTypeName(
                    name: response.name, namespace: response.namespace, genericArgs: response.genericArgs))
        }
        return nil
    }
}

/// A stable order with base types first.
enum InheritanceOrder {
    static func sorted(_ types: [SelectedType]) -> [SelectedType] {
        DependencyOrder.sorted(types) { entry in entry.type.inherits.map { [$0.name] } ?? [] }
    }
}

/// Emission order, except that a type comes after the selected types it depends on (found by name); a cycle is
/// broken where it closes. Iterative, so long chains need no deep recursion.
enum DependencyOrder {
    /// - Parameters:
    ///   - key: how a type name and a dependency name are compared (the first type with a key wins).
    ///   - dependencies: the names a type depends on.
    static func sorted(
        _ types: [SelectedType], key: (String) -> String = { $0 }, dependencies: (SelectedType) -> [String]
    ) -> [SelectedType] {
        var indexByKey: [String: Int] = [:]
        for (offset, entry) in types.enumerated() where indexByKey[key(entry.type.name)] == nil {
            indexByKey[key(entry.type.name)] = offset
        }
        var pending: [[Int]] = types.map { entry in dependencies(entry).compactMap { indexByKey[key($0)] } }
        var state = [UInt8](repeating: 0, count: types.count)  // 0 new, 1 on stack, 2 placed
        var result: [SelectedType] = []
        result.reserveCapacity(types.count)
        for start in types.indices where state[start] == 0 {
            var stack: [Int] = [start]
            state[start] = 1
            while let top = stack.last {
                if let next = pending[top].popLast() {
                    if state[next] == 0 {
                        state[next] = 1
                        stack.append(next)
                    }
                } else {
                    stack.removeLast()
                    state[top] = 2
                    result.append(types[top])
                }
            }
        }
        return result
    }
}
