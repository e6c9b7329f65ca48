import SQLKit

/// `UPPER(column) LIKE UPPER(?) ESCAPE '\'`, case-insensitive on every dialect. The escape character is
/// explicit because the dialects' defaults differ (PostgreSQL's is `\`, SQLite has none).
struct SQLLikeExpression: SQLExpression {
    let column: SQLColumn
    let pattern: SQLBind?

    static let escapeCharacter = "\\"

    /// `text` with the LIKE wildcards and the escape character escaped.
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            if character == "%" || character == "_" || String(character) == escapeCharacter {
                result += escapeCharacter
            }
            result.append(character)
        }
        return result
    }

    /// Whether `pattern` ends with an escape character that escapes nothing, which PostgreSQL refuses.
    static func endsWithLoneEscape(_ pattern: String) -> Bool {
        pattern.reversed().prefix { String($0) == escapeCharacter }.count % 2 == 1
    }

    func serialize(to serializer: inout SQLSerializer) {
        SQLFunction("UPPER", args: column).serialize(to: &serializer)
        serializer.write(" LIKE ")
        SQLFunction("UPPER", args: pattern ?? SQLLiteral.null).serialize(to: &serializer)
        serializer.write(" ESCAPE ")
        SQLLiteral.string(Self.escapeCharacter).serialize(to: &serializer)
    }
}
