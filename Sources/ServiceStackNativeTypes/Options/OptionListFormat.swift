import Foundation

/// Reads and writes comma-separated option lists such as `{tag1,tag2},Hello.*`.
enum OptionListFormat {
    /// Splits on commas outside `{...}` and `<...>`, trims entries and drops empty ones.
    static func split(_ text: String) -> [String] {
        var entries: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            switch character {
            case "{", "<":
                depth += 1
                current.append(character)
            case "}", ">":
                depth = max(0, depth - 1)
                current.append(character)
            case "," where depth == 0:
                entries.append(current)
                current = ""
            default:
                current.append(character)
            }
        }
        entries.append(current)
        return entries.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    static func join(_ entries: [String]) -> String {
        entries.joined(separator: ",")
    }

    static func parseBool(_ text: String, key: String) throws(OptionsError) -> Bool {
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "true", "1": return true
        case "false", "0": return false
        default: throw .invalidValue(key: key, value: text)
        }
    }

    static func parseInt(_ text: String, key: String) throws(OptionsError) -> Int {
        guard let value = Int(text.trimmingCharacters(in: .whitespaces)) else {
            throw .invalidValue(key: key, value: text)
        }
        return value
    }

    static func headerBool(_ value: Bool) -> String { value ? "True" : "False" }
}
