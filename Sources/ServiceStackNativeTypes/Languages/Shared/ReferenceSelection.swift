import Foundation

/// The language-neutral stage every non-Swift generator starts from: the types a reference holds, in
/// ServiceStack's order (requests, then responses, then other types), each with its role and operation.
struct ReferenceSelection: Sendable {
    /// The types to generate, in emission order.
    var types: [SelectedType]

    /// Selects from a document whose never-exported types are already removed.
    init(_ metadata: MetadataTypes, settings: SelectionSettings) {
        types = TypeSelector(settings: settings).select(from: metadata)
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
        let indexByName = Dictionary(
            types.enumerated().map { ($0.element.type.name, $0.offset) }, uniquingKeysWith: { first, _ in first })
        var placed = [Bool](repeating: false, count: types.count)
        var visiting = [Bool](repeating: false, count: types.count)
        var result: [SelectedType] = []
        result.reserveCapacity(types.count)
        for start in types.indices where !placed[start] {
            // Walk up the chain of selected bases, then place it from the top down (no recursion: chains can be long).
            var chain: [Int] = []
            var current: Int? = start
            while let index = current, !placed[index], !visiting[index] {
                visiting[index] = true
                chain.append(index)
                current = types[index].type.inherits.flatMap { indexByName[$0.name] }
            }
            for index in chain.reversed() {
                placed[index] = true
                result.append(types[index])
            }
        }
        return result
    }
}
