import Foundation

/// Names and literals as Dart can write them. A name that is not a plain ASCII identifier is refused (`$` too: it
/// would interpolate inside the string literals the output repeats names in); a reserved word gets its first letter
/// upper-cased, as ServiceStack's Dart generator escapes property names. Strings and comments are escaped so that
/// metadata text cannot end them early, interpolate (`$`) or open a nested `/*` comment.
enum DartIdentifier {
    /// The words ServiceStack's Dart generator escapes (Dart's reserved and built-in words and `int`, `double`,
    /// `bool`), and `context`, the field every generated class declares for its `TypeContext`.
    static let reservedWords: Set<String> = [
        "abstract", "as", "assert", "async", "await", "bool", "break", "case", "catch", "class", "const",
        "context", "continue", "covariant", "default", "deferred", "do", "double", "dynamic", "else", "enum",
        "export", "extends", "extension", "external", "factory", "false", "final", "finally", "for", "Function",
        "get", "hide", "if", "implements", "import", "in", "int", "interface", "is", "late", "library", "mixin",
        "new", "null", "on", "operator", "part", "required", "rethrow", "return", "set", "show",
        "static", "super", "switch", "sync", "this", "throw", "true", "try", "typedef", "var", "void", "while",
        "with", "yield",
    ]

    /// True when `text` is a plain ASCII identifier without `$`.
    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.utf8.first, !isDigit(first) else { return false }
        return text.utf8.allSatisfy { isDigit($0) || isLetter($0) || $0 == UInt8(ascii: "_") }
    }

    /// A checked identifier, its first letter upper-cased when it is a reserved word (`class` → `Class`).
    static func name(_ name: String) throws(GeneratorError) -> String {
        guard isIdentifier(name) else { throw .potentiallyMaliciousName(name) }
        return escaped(name)
    }

    /// A type's name as Dart declares and references it: the namespace and the generic arity (`` `1 ``) dropped,
    /// the arity kept (`QueryDb2`) for the names `conflicts` lists.
    static func typeName(_ name: String, conflicts: Set<String> = []) throws(GeneratorError) -> String {
        var base = name
        if let dot = base.lastIndex(of: ".") { base = String(base[base.index(after: dot)...]) }
        if conflicts.contains(base) {
            base = base.replacingOccurrences(of: "`", with: "")
        } else if let backtick = base.firstIndex(of: "`") {
            base = String(base[..<backtick])
        }
        return try self.name(base)
    }

    /// A property's field name: its camelCase name (or its data member alias), reserved words escaped.
    static func propertyName(_ property: MetadataPropertyType) throws(GeneratorError) -> String {
        if let alias = property.dataMember?.name, !alias.isEmpty { return try name(alias) }
        guard isIdentifier(property.name) else { throw .potentiallyMaliciousName(property.name) }
        return escaped(DotNetCasing.camelCase(property.name))
    }

    static func escaped(_ name: String) -> String {
        guard reservedWords.contains(name), let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    /// A single-quoted Dart string literal: `\`, `'`, `$` and everything outside printable ASCII escaped.
    static func stringLiteral(_ text: String) -> String {
        "'" + escapedString(text, quote: "'") + "'"
    }

    /// A double-quoted string literal of a type name as `getTypeName()` returns it (`"List<Poco>"`).
    static func quotedName(_ text: String) -> String {
        quoted(text)
    }

    /// A double-quoted literal as an attribute argument in a `//` comment shows it.
    static func quoted(_ text: String) -> String {
        "\"" + escapedString(text, quote: "\"") + "\""
    }

    private static func escapedString(_ text: String, quote: Unicode.Scalar) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "$": result += "\\$"
            case quote: result += "\\" + String(quote)
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case " "..."~": result.unicodeScalars.append(scalar)
            default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return result
    }

    /// Text for one line of a `//` comment: line breaks and other control characters become spaces.
    static func lineComment(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { scalar in
                    scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}"
                        ? " " : scalar
                }))
    }

    /// Text inside a `/* */` comment: neither `*/` (which would end it) nor `/*` (which Dart nests) survives.
    static func blockComment(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if (scalar == "*" && previous == "/") || (scalar == "/" && previous == "*") { result.append("\\") }
            result.append(scalar)
            previous = scalar
        }
        return String(result)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }
}
