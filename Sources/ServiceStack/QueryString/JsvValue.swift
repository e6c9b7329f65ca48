import Foundation

/// A value tree rendered in JSV, the "JSON without quotes" format ServiceStack reads from query strings.
public indirect enum JsvValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JsvValue])
    case object([(key: String, value: JsvValue)])

    public static func == (lhs: JsvValue, rhs: JsvValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    /// True for `[]`, `{}` and null: values left out of query strings and forms.
    public var isEmptyForQuery: Bool {
        switch self {
        case .null: true
        case .array(let items): items.isEmpty
        case .object(let fields): fields.isEmpty
        default: false
        }
    }

    /// The value as a top-level query-string or form value: strings raw, everything else as JSV.
    public var queryValue: String {
        switch self {
        case .string(let text): text
        default: jsv
        }
    }

    /// The value in JSV notation, quoting strings only where JSV needs it.
    public var jsv: String {
        switch self {
        case .null: ""
        case .bool(let value): value ? "true" : "false"
        case .number(let text): text
        case .string(let text): Self.quoteIfNeeded(text)
        case .array(let items): "[" + items.map(\.jsv).joined(separator: ",") + "]"
        case .object(let fields):
            "{" + fields.filter { $0.value != .null }.map { "\($0.key):\($0.value.jsv)" }.joined(separator: ",")
                + "}"
        }
    }

    static func quoteIfNeeded(_ text: String) -> String {
        let special: Set<Character> = [",", "\"", "{", "}", "[", "]", "\r", "\n"]
        guard text.contains(where: { special.contains($0) }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
