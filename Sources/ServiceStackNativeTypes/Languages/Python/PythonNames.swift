import Foundation

/// Python identifiers from metadata names: type names checked and sanitized, property names in snake_case, and
/// keywords escaped with a trailing `_` as ServiceStack's Python generator does (`from_`, `class_`).
enum PythonNames {
    static let keywords: Set<String> = [
        "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue", "def", "del",
        "elif", "else", "except", "finally", "for", "from", "global", "if", "import", "in", "is", "lambda",
        "nonlocal", "not", "or", "pass", "raise", "return", "try", "while", "with", "yield",
    ]

    /// A type's Python name: the generic arity suffix (`` `1 ``) dropped, then sanitized; names holding a character
    /// ServiceStack calls potentially malicious are refused. The two-argument AutoQuery bases keep their arity
    /// (`` QueryDb`2 `` → `QueryDb2`), as ServiceStack's Python generator and the `servicestack` package name them.
    static func typeName(_ name: String) throws(GeneratorError) -> String {
        if name.utf8.contains(where: SwiftIdentifier.isMaliciousByte) { throw .potentiallyMaliciousName(name) }
        if name == "QueryDb`2" || name == "QueryData`2" { return name.replacingOccurrences(of: "`", with: "") }
        let base = name.split(separator: "`", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init)
        return escaped(identifier(base ?? name))
    }

    /// A property's Python name: snake_case, sanitized, keywords escaped.
    static func propertyName(_ name: String) -> String {
        let field = identifier(snakeCase(name))
        return moduleLevelNames.contains(field) ? field + "_" : escaped(field)
    }

    /// Names the class body reads after its fields are bound (modules and helpers of the default imports, and the
    /// builtin types annotations name): a field with one of these names would shadow it for the fields after it.
    static let moduleLevelNames: Set<String> = [
        "datetime", "decimal", "field", "config", "dataclass", "int", "float", "str", "bool", "bytes",
    ]

    /// An enum member's name: upper snake case (`BLUE_GREEN`).
    static func enumMemberName(_ name: String) -> String {
        escaped(identifier(snakeCase(name).uppercased()))
    }

    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? name + "_" : name
    }

    /// `OrderBy` → `order_by`, `ID` → `id`, `UserAuthID` → `user_auth_id`.
    static func snakeCase(_ name: String) -> String {
        let characters = Array(name)
        var result = ""
        result.reserveCapacity(characters.count + 4)
        for (index, character) in characters.enumerated() {
            if character.isUppercase, index > 0 {
                let previous = characters[index - 1]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let startsWord =
                    previous.isLowercase || previous.isNumber
                    || (previous.isUppercase && (next?.isLowercase ?? false))
                if startsWord, previous != "_" { result.append("_") }
            }
            result += character.lowercased()
        }
        return result
    }

    /// ASCII letters, digits and `_` kept, anything else `_`; a leading digit gets a `_` prefix.
    static func identifier(_ name: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            let isWord =
                scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_")
            scalars.append(isWord ? scalar : "_")
        }
        let text = String(scalars)
        guard let first = text.unicodeScalars.first else { return "_" }
        return ("0"..."9").contains(first) ? "_" + text : text
    }

    /// A single-quoted Python string literal: backslashes, quotes and every control or non-ASCII character escaped.
    static func stringLiteral(_ value: String) -> String {
        var result = "'"
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "'": result += "\\'"
            case " "..."~": result.unicodeScalars.append(scalar)
            default: result += String(format: "\\U%08x", scalar.value)
            }
        }
        return result + "'"
    }

    /// Text safe inside a `#` comment: line breaks and other control characters become spaces.
    static func commentText(_ value: String) -> String {
        String(
            String.UnicodeScalarView(
                value.unicodeScalars.map { scalar in
                    scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}"
                        || scalar == "\u{85}" || scalar == "\u{0C}" ? " " : scalar
                }))
    }
}

extension PythonNames {
    /// True when dataclasses_json's camelCase of the snake_case field gives back the JSON name ServiceStack sends
    /// (the property's camelCase); otherwise the field carries its JSON name explicitly.
    static func snakeCaseRoundTrips(_ field: String, wireName: String) -> Bool {
        let parts = field.split(separator: "_", omittingEmptySubsequences: true)
        guard let first = parts.first else { return false }
        let camel = first.lowercased() + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return camel == DotNetCasing.camelCase(wireName) && !field.hasPrefix("_") && !field.hasSuffix("_")
    }
}
