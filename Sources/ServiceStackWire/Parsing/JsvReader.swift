/// Reads JSV ("JSON without quotes") text, as ServiceStack reads query-string and form values, within limits
/// that keep hostile input cheap. The server reads with its host's limits, the stub transport with its own.
public struct JsvReader: Sendable {
    /// How much structure one reading may build.
    public struct Limits: Sendable, Equatable {
        /// Lists and objects nested deeper than this stay text (and fail to bind as a collection).
        public var maxDepth: Int
        /// Text longer than this many UTF-8 bytes stays text as a whole.
        public var maxLength: Int
        /// Text holding more values than this (each list, object and item counts one) stays text as a whole.
        public var maxValues: Int

        /// Limits with the given bounds.
        public init(maxDepth: Int, maxLength: Int, maxValues: Int) {
            self.maxDepth = maxDepth
            self.maxLength = maxLength
            self.maxValues = maxValues
        }
    }

    /// The limits this reader keeps to.
    public let limits: Limits

    /// A reader keeping to `limits`.
    public init(limits: Limits) {
        self.limits = limits
    }

    /// The value of `text`: `[a,b]` lists, `{K:v}` objects, `"quoted ""text"""` strings, anything else raw text.
    public func value(_ text: String) -> WireValue {
        var budget = Budget(remaining: limits.maxValues)
        guard text.utf8.count <= limits.maxLength, let value = try? parse(Substring(text), depth: 0, budget: &budget)
        else { return .string(text) }
        return value
    }

    /// The items of a list that may omit its brackets (`1,2,3`); nil when the text is beyond the limits.
    public func list(_ text: String) -> [WireValue]? {
        guard text.utf8.count <= limits.maxLength else { return nil }
        var budget = Budget(remaining: limits.maxValues)
        if text.hasPrefix("["), text.hasSuffix("]") {
            guard let parsed = try? parse(Substring(text), depth: 0, budget: &budget) else { return nil }
            if case .array(let items) = parsed { return items }
        }
        return try? JsvSyntax.split(Substring(text), on: ",").map { try parse($0, depth: 0, budget: &budget) }
    }

    /// The values one reading may still build.
    private struct Budget {
        var remaining: Int

        mutating func spend() throws(LimitExceeded) {
            guard remaining > 0 else { throw LimitExceeded() }
            remaining -= 1
        }
    }

    private struct LimitExceeded: Error {}

    private func parse(_ text: Substring, depth: Int, budget: inout Budget) throws(LimitExceeded) -> WireValue {
        try budget.spend()
        if depth < limits.maxDepth, text.hasPrefix("["), text.hasSuffix("]") {
            var items: [WireValue] = []
            for item in JsvSyntax.split(text.dropFirst().dropLast(), on: ",") {
                items.append(try parse(item, depth: depth + 1, budget: &budget))
            }
            return .array(items)
        }
        if depth < limits.maxDepth, text.hasPrefix("{"), text.hasSuffix("}") {
            return try parseObject(text.dropFirst().dropLast(), depth: depth + 1, budget: &budget)
        }
        if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") {
            return .string(JsvSyntax.unquoted(text))
        }
        return .string(String(text))
    }

    private func parseObject(_ body: Substring, depth: Int, budget: inout Budget) throws(LimitExceeded) -> WireValue {
        var fields: [(key: String, value: WireValue)] = []
        for pair in JsvSyntax.split(body, on: ",") {
            guard let colon = Self.firstColonOutsideQuotes(pair) else { continue }
            let key = JsvSyntax.unquoted(pair[pair.startIndex..<colon])
            fields.append((key, try parse(pair[pair.index(after: colon)...], depth: depth, budget: &budget)))
        }
        return .object(fields)
    }

    private static func firstColonOutsideQuotes(_ text: Substring) -> Substring.Index? {
        var inQuotes = false
        for index in text.indices {
            let character = text[index]
            if character == "\"" { inQuotes.toggle() }
            if character == ":", !inQuotes { return index }
        }
        return nil
    }
}
