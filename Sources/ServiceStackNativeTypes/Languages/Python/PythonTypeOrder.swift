import Foundation

/// Python evaluates a class's bases when it is defined, so a type comes after its base type, the type arguments of
/// its base, and the response its `IReturn[...]` names (where those are selected); otherwise emission order.
enum PythonTypeOrder {
    static func sorted(_ types: [SelectedType], addReturnMarker: Bool) -> [SelectedType] {
        DependencyOrder.sorted(types, key: baseName) { entry in
            var names: [String] = []
            if let inherits = entry.type.inherits { names += [inherits.name] + (inherits.genericArgs ?? []) }
            if case .returns(let response) = ResponseMarker.of(entry, addReturnMarker: addReturnMarker) {
                names += [response.name] + (response.genericArgs ?? [])
            }
            return names
        }
    }

    static func baseName(_ name: String) -> String {
        let head = name.split(separator: "`", maxSplits: 1, omittingEmptySubsequences: false).first
        let plain = head.map(String.init) ?? name
        return plain.split(separator: "<", maxSplits: 1).first.map(String.init) ?? plain
    }
}
