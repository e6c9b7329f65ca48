import Foundation

/// Python evaluates a class's bases when it is defined, so a type comes after its base type, the type arguments of
/// its base, and the response its `IReturn[...]` names (where those are selected); otherwise emission order.
enum PythonTypeOrder {
    static func sorted(_ types: [SelectedType], addReturnMarker: Bool) -> [SelectedType] {
        var indexByName: [String: Int] = [:]
        for (offset, entry) in types.enumerated() where indexByName[baseName(entry.type.name)] == nil {
            indexByName[baseName(entry.type.name)] = offset
        }
        var dependencies: [[Int]] = types.map { entry in
            var names: [String] = []
            if let inherits = entry.type.inherits { names += [inherits.name] + (inherits.genericArgs ?? []) }
            if case .returns(let response) = ResponseMarker.of(entry, addReturnMarker: addReturnMarker) {
                names += [response.name] + (response.genericArgs ?? [])
            }
            return names.compactMap { indexByName[baseName($0)] }
        }
        var state = [UInt8](repeating: 0, count: types.count)  // 0 new, 1 on stack, 2 placed
        var result: [SelectedType] = []
        result.reserveCapacity(types.count)
        for start in types.indices where state[start] == 0 {
            var stack: [Int] = [start]
            state[start] = 1
            while let top = stack.last {
                if let next = dependencies[top].popLast() {
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

    static func baseName(_ name: String) -> String {
        let head = name.split(separator: "`", maxSplits: 1, omittingEmptySubsequences: false).first
        let plain = head.map(String.init) ?? name
        return plain.split(separator: "<", maxSplits: 1).first.map(String.init) ?? plain
    }
}
