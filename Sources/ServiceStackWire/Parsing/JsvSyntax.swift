import Foundation

/// The lexical pieces of JSV text that every JSV reader needs: splitting at the top level and unquoting.
public enum JsvSyntax {
    /// The parts of `text` between `separator`s that stand outside quotes, brackets and braces, at most `limit`
    /// of them (the last takes the rest). Empty text has no parts.
    public static func split(_ text: Substring, on separator: Character, limit: Int = .max) -> [Substring] {
        guard !text.isEmpty else { return [] }
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

    /// The text inside JSV quotes with doubled quotes made single (`"a ""b"""` is `a "b"`); text that is not
    /// quoted stays as it is.
    public static func unquoted(_ text: Substring) -> String {
        guard text.count >= 2, text.first == "\"", text.last == "\"" else { return String(text) }
        return text.dropFirst().dropLast().replacingOccurrences(of: "\"\"", with: "\"")
    }
}
