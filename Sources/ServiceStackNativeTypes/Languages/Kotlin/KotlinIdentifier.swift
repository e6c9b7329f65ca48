import Foundation

/// Names and literals as Kotlin can write them. A name that cannot be an identifier is refused; a property whose
/// camelCase name is a Java or Kotlin keyword gets a capital first letter (and a `@SerializedName` with its JSON
/// name), as ServiceStack's Kotlin generator escapes them. Kotlin strings interpolate `$` and Kotlin block comments
/// nest: text from metadata is escaped for both.
enum KotlinIdentifier {
    /// The words ServiceStack's Kotlin generator escapes (Java's keywords and Kotlin's hard, soft and modifier
    /// keywords), with the Kotlin hard keywords and literals it leaves out.
    static let keywords: Set<String> = JavaIdentifier.keywords.union([
        "annotation", "as", "by", "companion", "const", "constructor", "crossinline", "data", "dynamic", "external",
        "fun", "get", "in", "infix", "inline", "inner", "internal", "is", "lateinit", "noinline", "object", "open",
        "operator", "out", "reified", "set", "sealed", "tailrec", "trait", "type", "val", "var", "vararg", "when",
        "where", "typealias", "typeof", "false", "true", "null",
    ])

    /// A type, generic parameter or package part: refused when it is not an identifier or is a keyword.
    static func name(_ name: String) throws(GeneratorError) -> String {
        guard JavaIdentifier.isIdentifier(name), !keywords.contains(name) else {
            throw .potentiallyMaliciousName(name)
        }
        return name
    }

    /// A dotted name (`com.example.dtos`), each part a `name`; a trailing `.*` is kept when `allowsWildcard`.
    static func qualifiedName(_ text: String, allowsWildcard: Bool = false) throws(GeneratorError) -> String {
        var parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if allowsWildcard, parts.count > 1, parts.last == "*" { parts.removeLast() }
        for part in parts { _ = try name(part) }
        return text
    }

    /// The property a .NET property becomes: its camelCase name, with a capital first letter when that is a keyword.
    static func propertyName(_ propertyName: String) throws(GeneratorError) -> String {
        guard JavaIdentifier.isIdentifier(propertyName) else { throw .potentiallyMaliciousName(propertyName) }
        let camel = DotNetCasing.camelCase(propertyName)
        guard keywords.contains(camel) else { return camel }
        let escaped = JavaIdentifier.pascalCase(camel)
        guard !keywords.contains(escaped) else { throw .potentiallyMaliciousName(propertyName) }
        return escaped
    }

    /// A double-quoted string literal: `$` escaped, everything outside printable ASCII as a `\u` escape.
    static func stringLiteral(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "$": result += "\\$"
            case _ where scalar.value < 0x20 || scalar.value >= 0x7F:
                for unit in String(scalar).utf16 {
                    let digits = String(unit, radix: 16, uppercase: true)
                    result += "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
                }
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// Text for one line of a block comment: no line break, and neither `/*` (Kotlin comments nest) nor `*/`.
    static func commentText(_ text: String) -> String {
        var result = ""
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n", "\r":
                result += " "
                previous = " "
                continue
            case "/" where previous == "*", "*" where previous == "/":
                result += " "
            default: break
            }
            result.unicodeScalars.append(scalar)
            previous = scalar
        }
        return result
    }
}
