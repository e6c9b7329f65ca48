import Foundation

/// Names as TypeScript and JavaScript can write them: a name that cannot be an identifier is refused, a type name
/// that is a reserved word gets a trailing underscore, a property name that is not an identifier is quoted.
enum TypeScriptIdentifier {
    static let reservedWords: Set<String> = [
        "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do", "else",
        "enum", "export", "extends", "false", "finally", "for", "function", "if", "import", "in", "instanceof",
        "new", "null", "return", "super", "switch", "this", "throw", "true", "try", "typeof", "var", "void",
        "while", "with", "implements", "interface", "let", "package", "private", "protected", "public", "static",
        "yield", "any", "boolean", "number", "string", "symbol", "never", "unknown", "object", "undefined",
    ]

    /// True when `text` is a plain ASCII identifier.
    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.utf8.first, !isDigit(first) else { return false }
        return text.utf8.allSatisfy {
            isDigit($0) || isLetter($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "$")
        }
    }

    /// A class, interface or enum name.
    static func typeName(_ name: String) throws(GeneratorError) -> String {
        let name = name.firstIndex(of: "`").map { String(name[..<$0]) } ?? name
        guard isIdentifier(name) else { throw .potentiallyMaliciousName(name) }
        return reservedWords.contains(name) ? name + "_" : name
    }

    /// A property name in camelCase, quoted when it is not an identifier.
    static func propertyName(_ name: String) -> String {
        let camel = camelCase(name)
        return isIdentifier(camel) ? camel : "'\(escapeString(camel))'"
    }

    /// An enum member name.
    static func memberName(_ name: String) throws(GeneratorError) -> String {
        guard isIdentifier(name) else { throw .potentiallyMaliciousName(name) }
        return name
    }

    static func camelCase(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.lowercased() + name.dropFirst()
    }

    /// Text for a single-quoted string literal.
    static func escapeString(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "'": result += "\\'"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\u{2028}", "\u{2029}": result += "\\u\(String(scalar.value, radix: 16))"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Text for a `//` or `/* */` comment: one line, and `*/` cannot close a comment early.
    static func escapeComment(_ text: String) -> String {
        // Most texts (type names, plain descriptions) need nothing: skip Foundation's string searches for them.
        let needsEscaping = text.unicodeScalars.contains { $0 == "*" || CharacterSet.newlines.contains($0) }
        guard needsEscaping else { return text }
        return text.replacingOccurrences(of: "*/", with: "*\\/").components(separatedBy: .newlines).joined(
            separator: " ")
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }
}
