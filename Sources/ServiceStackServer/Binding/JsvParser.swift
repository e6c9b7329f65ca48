import ServiceStack

/// Parses JSV ("JSON without quotes") text, as ServiceStack reads query-string and form values.
package enum JsvParser {
    /// Lists and objects nested deeper than this stay text (and fail to bind), so hostile input stays cheap.
    static let maxDepth = 32

    /// Parses a value: `[a,b]` lists, `{K:v}` objects, `"quoted ""text"""` strings, anything else as raw text.
    package static func parse(_ text: String) -> BindingValue {
        parse(text, depth: 0)
    }

    private static func parse(_ text: String, depth: Int) -> BindingValue {
        let trimmed = Substring(text)
        if depth < maxDepth, trimmed.hasPrefix("["), trimmed.hasSuffix("]") {
            return .array(
                JsvSyntax.split(trimmed.dropFirst().dropLast(), on: ",").map { parse(String($0), depth: depth + 1) })
        }
        if depth < maxDepth, trimmed.hasPrefix("{"), trimmed.hasSuffix("}") {
            return parseObject(trimmed.dropFirst().dropLast(), depth: depth + 1)
        }
        if trimmed.count >= 2, trimmed.hasPrefix("\""), trimmed.hasSuffix("\"") {
            return .string(JsvSyntax.unquoted(trimmed))
        }
        return .string(text)
    }

    /// Parses a list that may omit its brackets (`1,2,3`).
    package static func parseList(_ text: String) -> [BindingValue] {
        if text.hasPrefix("["), text.hasSuffix("]"), case .array(let items) = parse(text) {
            return items
        }
        if text.isEmpty { return [] }
        return JsvSyntax.split(Substring(text), on: ",").map { parse(String($0)) }
    }

    private static func parseObject(_ body: Substring, depth: Int) -> BindingValue {
        var fields: [(key: String, value: BindingValue)] = []
        for pair in JsvSyntax.split(body, on: ",") {
            guard let colon = firstTopLevelColon(pair) else { continue }
            let key = JsvSyntax.unquoted(pair[pair.startIndex..<colon])
            fields.append((key, parse(String(pair[pair.index(after: colon)...]), depth: depth)))
        }
        return .object(fields)
    }

    private static func firstTopLevelColon(_ text: Substring) -> Substring.Index? {
        var inQuotes = false
        for index in text.indices {
            let c = text[index]
            if c == "\"" { inQuotes.toggle() }
            if c == ":", !inQuotes { return index }
        }
        return nil
    }
}
