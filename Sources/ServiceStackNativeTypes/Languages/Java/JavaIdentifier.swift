import Foundation

/// Names and literals as Java can write them. A name that cannot be an identifier is refused; a field whose
/// camelCase name is a keyword gets a capital first letter (and a `@SerializedName` with its JSON name), as
/// ServiceStack's Java generator escapes them. Java turns `\uXXXX` into a character before it reads anything else,
/// even in comments: text from metadata is written so that no backslash can start one.
enum JavaIdentifier {
    /// Java's reserved words and literals.
    static let keywords: Set<String> = [
        "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const", "continue",
        "default", "do", "double", "else", "enum", "extends", "false", "final", "finally", "float", "for", "goto",
        "if", "implements", "import", "instanceof", "int", "interface", "long", "native", "new", "null", "package",
        "private", "protected", "public", "return", "short", "static", "strictfp", "super", "switch",
        "synchronized", "this", "throw", "throws", "transient", "true", "try", "void", "volatile", "while", "_",
    ]

    /// True when `text` is a plain ASCII identifier.
    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.utf8.first, !isDigit(first) else { return false }
        return text.utf8.allSatisfy { isDigit($0) || isLetter($0) || $0 == UInt8(ascii: "_") }
    }

    /// A type, generic parameter or package part: refused when it is not an identifier or is a keyword.
    static func name(_ name: String) throws(GeneratorError) -> String {
        guard isIdentifier(name), !keywords.contains(name) else { throw .potentiallyMaliciousName(name) }
        return name
    }

    /// A dotted name (`com.example.dtos`), each part a `name`; a trailing `.*` is kept when `allowsWildcard`.
    static func qualifiedName(_ text: String, allowsWildcard: Bool = false) throws(GeneratorError) -> String {
        var parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let wildcard = allowsWildcard && parts.count > 1 && parts.last == "*"
        if wildcard { parts.removeLast() }
        for part in parts { _ = try name(part) }
        return text
    }

    /// The field a .NET property becomes: its camelCase name, with a capital first letter when that is a keyword.
    static func fieldName(_ propertyName: String) throws(GeneratorError) -> String {
        guard isIdentifier(propertyName) else { throw .potentiallyMaliciousName(propertyName) }
        let camel = DotNetCasing.camelCase(propertyName)
        guard keywords.contains(camel) else { return camel }
        let escaped = pascalCase(camel)
        guard !keywords.contains(escaped) else { throw .potentiallyMaliciousName(propertyName) }
        return escaped
    }

    /// The first letter upper-cased (`name` → `Name`).
    static func pascalCase(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    /// A double-quoted string literal: control characters as octal escapes, other characters outside ASCII as
    /// `\u` escapes (none of which Java reads as a quote, a backslash or a line break).
    static func stringLiteral(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += "\\" + pad(String(scalar.value, radix: 8), 3)
            case _ where scalar.value > 0x7F:
                for unit in String(scalar).utf16 { result += "\\u" + pad(String(unit, radix: 16, uppercase: true), 4) }
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// Text for one line of a comment: no line break, no `*/`, and every backslash doubled so that none starts a
    /// `\u` escape.
    static func commentText(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\n", "\r": result += " "
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result.replacingOccurrences(of: "*/", with: "* /")
    }

    private static func pad(_ digits: String, _ width: Int) -> String {
        String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }
}
