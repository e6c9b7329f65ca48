import Foundation

/// Escapes text for Swift string literals and for `//` comments.
enum SwiftLiteral {
    /// A double-quoted Swift (and C#) string literal.
    static func string(_ text: String) -> String {
        if text.utf8.allSatisfy(isPlainLiteralByte) { return "\"" + text + "\"" }
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

    /// Printable ASCII other than `"` and `\\`: written into a literal as it is.
    private static func isPlainLiteralByte(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
    }

    /// Text safe inside a one-line comment or a `/** */` block: no line breaks, no `*/`.
    static func comment(_ text: String) -> String {
        if isPlainComment(text) { return text }
        var result = ""
        for character in text {
            if character.isNewline { continue }
            result.append(character)
        }
        return result.replacingOccurrences(of: "*/", with: "* /")
    }

    /// ASCII text with no line break (U+000A to U+000D) and no `*/`: `comment` would return it unchanged.
    private static func isPlainComment(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte >= 0x80 || (0x0A...0x0D).contains(byte) { return false }
            if previous == UInt8(ascii: "*") && byte == UInt8(ascii: "/") { return false }
            previous = byte
        }
        return true
    }
}
