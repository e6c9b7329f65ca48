/// Escapes text written into the host's HTML pages.
enum HTMLText {
    /// `text` with `&`, `<`, `>` and `"` escaped, safe inside elements and quoted attributes.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
