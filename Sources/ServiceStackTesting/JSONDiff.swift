import ServiceStackWire

/// The differences between two JSON documents, one line per differing path (`$.items[1].id`).
///
/// Object fields that are `null` count as absent, since ServiceStack clients and servers omit nulls.
public enum JSONDiff {
    /// Lines such as `$.name: expected "x", got "y"`; empty when the documents are equal.
    public static func differences(expected: JSONValue, actual: JSONValue) -> [String] {
        var lines: [String] = []
        compare(expected, actual, path: "$", into: &lines)
        return lines
    }

    private static func compare(_ expected: JSONValue, _ actual: JSONValue, path: String, into lines: inout [String]) {
        switch (expected, actual) {
        case (.object, .object):
            let left = expected.fieldsByName
            let right = actual.fieldsByName
            for key in Set(left.keys).union(right.keys).sorted() {
                let childPath = path + "." + key
                switch (left[key] ?? .null, right[key] ?? .null) {
                case (.null, .null): continue
                case (let value, .null): lines.append("\(childPath): missing (expected \(value))")
                case (.null, let value): lines.append("\(childPath): unexpected \(value)")
                case (let lhs, let rhs): compare(lhs, rhs, path: childPath, into: &lines)
                }
            }
        case (.array(let left), .array(let right)):
            for index in 0..<max(left.count, right.count) {
                let childPath = "\(path)[\(index)]"
                if index >= right.count {
                    lines.append("\(childPath): missing (expected \(left[index]))")
                } else if index >= left.count {
                    lines.append("\(childPath): unexpected \(right[index])")
                } else {
                    compare(left[index], right[index], path: childPath, into: &lines)
                }
            }
        default:
            if expected != actual { lines.append("\(path): expected \(expected), got \(actual)") }
        }
    }
}
