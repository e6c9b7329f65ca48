extension WireValue {
    /// Name/value pairs of a query string or form as text fields; JSV in them is read when a field is bound.
    public static func textFields(_ pairs: [(name: String, value: String)]) -> [(key: String, value: WireValue)] {
        pairs.map { ($0.name, .string($0.value)) }
    }

    /// This object with `fields` appended (they override same-named fields when decoding).
    public func appending(_ fields: [(key: String, value: WireValue)]) -> WireValue {
        guard !fields.isEmpty else { return self }
        if case .object(let existing) = self { return .object(existing + fields) }
        return .object(fields)
    }

    /// Decodes this tree into `T` the way a request DTO is bound, reading JSV text with `reader`.
    public func decode<T: Decodable>(_ type: T.Type, reader: JsvReader) throws -> T {
        try BindingDecoder.decode(type, from: self, reader: reader)
    }
}
