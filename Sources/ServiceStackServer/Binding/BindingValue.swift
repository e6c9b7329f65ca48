/// A tree of request values (from JSON, path, query or form) that binding decodes into a request DTO.
///
/// Strings may hold JSV text; they are parsed on demand when a collection, object or scalar is requested.
package indirect enum BindingValue: Sendable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([BindingValue])
    case object([(key: String, value: BindingValue)])

    /// A short name of the value's kind, for error messages.
    var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    /// This object with `fields` appended (they override same-named fields when decoding).
    func appending(_ fields: [(key: String, value: BindingValue)]) -> BindingValue {
        guard !fields.isEmpty else { return self }
        if case .object(let existing) = self { return .object(existing + fields) }
        return .object(fields)
    }
}
