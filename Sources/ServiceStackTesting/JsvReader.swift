import ServiceStack

/// Reads the JSV values `JsonServiceClient` puts in query strings (`[a,b]`, `{k:v}`, `"quoted, text"`, numbers)
/// as JSON values, for decoding request DTOs from recorded GET and DELETE requests.
enum JsvReader {
    static func value(_ text: Substring) -> JSONValue {
        if text.count >= 2, text.first == "[", text.last == "]" {
            let inner = text.dropFirst().dropLast()
            return .array(JsvSyntax.split(inner, on: ",").map { value($0) })
        }
        if text.count >= 2, text.first == "{", text.last == "}" {
            var fields: [String: JSONValue] = [:]
            for pair in JsvSyntax.split(text.dropFirst().dropLast(), on: ",") where !pair.isEmpty {
                let parts = JsvSyntax.split(pair, on: ":", limit: 2)
                fields[JsvSyntax.unquoted(parts[0])] = parts.count > 1 ? value(parts[1]) : .null
            }
            return .object(fields)
        }
        if text.first == "\"" { return .string(JsvSyntax.unquoted(text)) }
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
}
