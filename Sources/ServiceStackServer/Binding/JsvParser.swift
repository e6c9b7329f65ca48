/// Parses JSV ("JSON without quotes") text, as ServiceStack reads query-string and form values.
enum JsvParser {
    /// Lists and objects nested deeper than this stay text (and fail to bind), so hostile input stays cheap.
    static let maxDepth = 32

    /// Parses a value: `[a,b]` lists, `{K:v}` objects, `"quoted ""text"""` strings, anything else as raw text.
    static func parse(_ text: String) -> BindingValue {
        parse(text, depth: 0)
    }

    private static func parse(_ text: String, depth: Int) -> BindingValue {
        let trimmed = Substring(text)
        if depth < maxDepth, trimmed.hasPrefix("["), trimmed.hasSuffix("]") {
            return .array(
                splitTopLevel(trimmed.dropFirst().dropLast()).map { parse(String($0), depth: depth + 1) })
        }
        if depth < maxDepth, trimmed.hasPrefix("{"), trimmed.hasSuffix("}") {
            return parseObject(trimmed.dropFirst().dropLast(), depth: depth + 1)
        }
        if trimmed.count >= 2, trimmed.hasPrefix("\""), trimmed.hasSuffix("\"") {
            return .string(unquote(trimmed))
        }
        return .string(text)
    }

    /// Parses a list that may omit its brackets (`1,2,3`).
    static func parseList(_ text: String) -> [BindingValue] {
        if text.hasPrefix("["), text.hasSuffix("]"), case .array(let items) = parse(text) {
            return items
        }
        if text.isEmpty { return [] }
        return splitTopLevel(Substring(text)).map { parse(String($0)) }
    }

    private static func parseObject(_ body: Substring, depth: Int) -> BindingValue {
        var fields: [(key: String, value: BindingValue)] = []
        for pair in splitTopLevel(body) {
            guard let colon = firstTopLevelColon(pair) else { continue }
            var key = pair[pair.startIndex..<colon]
            if key.count >= 2, key.hasPrefix("\""), key.hasSuffix("\"") { key = Substring(unquote(key)) }
            fields.append((String(key), parse(String(pair[pair.index(after: colon)...]), depth: depth)))
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

    private static func unquote(_ text: Substring) -> String {
        String(text.dropFirst().dropLast()).replacingOccurrences(of: "\"\"", with: "\"")
    }

    /// Splits on commas that are outside quotes, brackets and braces.
    static func splitTopLevel(_ text: Substring) -> [Substring] {
        guard !text.isEmpty else { return [] }
        var parts: [Substring] = []
        var depth = 0
        var inQuotes = false
        var start = text.startIndex
        for index in text.indices {
            switch text[index] {
            case "\"": inQuotes.toggle()
            case "[", "{": if !inQuotes { depth += 1 }
            case "]", "}": if !inQuotes { depth -= 1 }
            case ",":
                if !inQuotes, depth == 0 {
                    parts.append(text[start..<index])
                    start = text.index(after: index)
                }
            default: break
            }
        }
        parts.append(text[start...])
        return parts
    }
}
