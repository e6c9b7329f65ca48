import Foundation

/// Names and literals as C# can write them: a name that cannot be an identifier is refused, a keyword gets the `@`
/// prefix (as ServiceStack's C# generator escapes them), strings and doc comments are escaped so that metadata text
/// cannot end them early.
enum CSharpIdentifier {
    static let keywords: Set<String> = [
        "abstract", "as", "base", "bool", "break", "byte", "case", "catch", "char", "checked", "class", "const",
        "continue", "decimal", "default", "delegate", "do", "double", "else", "enum", "event", "explicit", "extern",
        "false", "finally", "fixed", "float", "for", "foreach", "goto", "if", "implicit", "in", "int", "interface",
        "internal", "is", "lock", "long", "namespace", "new", "null", "object", "operator", "out", "override",
        "params", "private", "protected", "public", "readonly", "ref", "return", "sbyte", "sealed", "short",
        "sizeof", "stackalloc", "static", "string", "struct", "switch", "this", "throw", "true", "try", "typeof",
        "uint", "ulong", "unchecked", "unsafe", "ushort", "using", "virtual", "void", "volatile", "while",
    ]

    /// True when `text` is a plain ASCII identifier.
    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.utf8.first, !isDigit(first) else { return false }
        return text.utf8.allSatisfy { isDigit($0) || isLetter($0) || $0 == UInt8(ascii: "_") }
    }

    /// A type, property or enum member name: `@` before a keyword, refused when it is not an identifier.
    static func name(_ name: String) throws(GeneratorError) -> String {
        guard isIdentifier(name) else { throw .potentiallyMaliciousName(name) }
        return keywords.contains(name) ? "@" + name : name
    }

    /// A type name as the metadata writes it, without its generic arity (`QueryDb`1` → `QueryDb`).
    static func typeName(_ name: String) throws(GeneratorError) -> String {
        try self.name(name.firstIndex(of: "`").map { String(name[..<$0]) } ?? name)
    }

    /// A dotted namespace (`MyApp.ServiceModel`), each part an identifier.
    static func namespaceName(_ name: String) throws(GeneratorError) -> String {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return try parts.map { part throws(GeneratorError) in try self.name(String(part)) }.joined(separator: ".")
    }

    /// A double-quoted string literal; everything outside printable ASCII is a `\u` escape.
    static func stringLiteral(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case _ where scalar.value < 0x20 || scalar.value >= 0x7F:
                result +=
                    scalar.value > 0xFFFF ? "\\U" + hex(scalar.value, width: 8) : "\\u" + hex(scalar.value, width: 4)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// Text for one `///` line of an XML doc comment: no line break, XML's special characters as entities.
    static func docComment(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}", "\u{B}", "\u{C}": result += " "
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func hex(_ value: UInt32, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }
}
