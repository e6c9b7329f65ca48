/// Reads the JSV values `JsonServiceClient` puts in query strings (`[a,b]`, `{k:v}`, `"quoted, text"`, numbers)
/// as JSON values, for decoding request DTOs from recorded GET and DELETE requests.
enum JsvReader {
    static func value(_ text: Substring) -> JSONValue {
        if text.count >= 2, text.first == "[", text.last == "]" {
            let inner = text.dropFirst().dropLast()
            return .array(inner.isEmpty ? [] : split(inner, on: ",").map { value($0) })
        }
        if text.count >= 2, text.first == "{", text.last == "}" {
            var fields: [String: JSONValue] = [:]
            for pair in split(text.dropFirst().dropLast(), on: ",") where !pair.isEmpty {
                let parts = split(pair, on: ":", limit: 2)
                fields[unquoted(parts[0])] = parts.count > 1 ? value(parts[1]) : .null
            }
            return .object(fields)
        }
        if text.first == "\"" { return .string(unquoted(text)) }
        return scalar(String(text))
    }

    /// Numbers and booleans as such, everything else as text.
    private static func scalar(_ text: String) -> JSONValue {
        switch try? JSONValue(parsing: text) {
        case .number(let number)?: .number(number)
        case .bool(let flag)?: .bool(flag)
        default: .string(text)
        }
    }

    private static func unquoted(_ text: Substring) -> String {
        guard text.count >= 2, text.first == "\"", text.last == "\"" else { return String(text) }
        return text.dropFirst().dropLast().replacingOccurrences(of: "\"\"", with: "\"")
    }

    /// Splits at `separator` outside brackets, braces and quotes.
    private static func split(_ text: Substring, on separator: Character, limit: Int = .max) -> [Substring] {
        var parts: [Substring] = []
        var depth = 0
        var quoted = false
        var start = text.startIndex
        for index in text.indices {
            switch text[index] {
            case "\"": quoted.toggle()
            case "[" where !quoted, "{" where !quoted: depth += 1
            case "]" where !quoted, "}" where !quoted: depth -= 1
            case separator where !quoted && depth == 0 && parts.count < limit - 1:
                parts.append(text[start..<index])
                start = text.index(after: index)
            default: break
            }
        }
        parts.append(text[start...])
        return parts
    }
}
