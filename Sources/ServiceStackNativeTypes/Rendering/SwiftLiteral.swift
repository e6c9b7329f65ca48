import Foundation

/// Escapes text for Swift string literals and for `//` comments.
enum SwiftLiteral {
    /// A double-quoted Swift (and C#) string literal.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value) {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// Text safe inside a one-line comment or a `/** */` block: no line breaks, no `*/`.
    static func comment(_ text: String) -> String {
        var result = ""
        for character in text {
            if character.isNewline { continue }
            result.append(character)
        }
        return result.replacingOccurrences(of: "*/", with: "* /")
    }
}
