import Foundation

/// A value tree as it travels on the wire: what the client's `JsvEncoder` produces for query strings, what a
/// JSON body parses into, and what request binding decodes DTOs from.
///
/// Numbers keep their text, so nothing is lost in a round trip, and objects keep their fields in order (a later
/// duplicate overrides an earlier one). Two values are equal when they mean the same JSON: numbers by value
/// (`1 == 1.0`), objects by their fields whatever their order.
public indirect enum WireValue: Sendable, Equatable {
    /// `null`, or an absent value.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, as its text (`42`, `1.5`, `1e3`).
    case number(String)
    /// Text; in query strings and forms it may hold JSV that is read when a list or object is wanted.
    case string(String)
    /// A list.
    case array([WireValue])
    /// An object's fields in order.
    case object([(key: String, value: WireValue)])

    /// Whether the two values mean the same JSON: numbers by value, objects by field whatever the order.
    public static func == (lhs: WireValue, rhs: WireValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): JsvNumber.equal(a, b)
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object, .object): lhs.fieldsByName == rhs.fieldsByName
        default: false
        }
    }

    /// An object's fields by name, a later duplicate overriding an earlier one; empty for other values.
    public var fieldsByName: [String: WireValue] {
        guard case .object(let fields) = self else { return [:] }
        return Dictionary(fields, uniquingKeysWith: { _, later in later })
    }

    /// A short name of the value's kind, for error messages.
    public var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
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

    /// The value in JSV notation, quoting strings and object keys only where JSV needs it.
    public var jsv: String {
        switch self {
        case .null: ""
        case .bool(let value): value ? "true" : "false"
        case .number(let text): text
        case .string(let text): Self.quoteIfNeeded(text)
        case .array(let items): "[" + items.map(\.jsv).joined(separator: ",") + "]"
        case .object(let fields):
            "{"
                + fields.filter { $0.value != .null }.map { "\(Self.quoteIfNeeded($0.key)):\($0.value.jsv)" }.joined(
                    separator: ",")
                + "}"
        }
    }

    static func quoteIfNeeded(_ text: String) -> String {
        let special: Set<Character> = [",", "\"", "{", "}", "[", "]", "\r", "\n"]
        guard text.contains(where: { special.contains($0) }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
