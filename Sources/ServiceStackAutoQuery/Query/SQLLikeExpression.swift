import SQLKit

/// `UPPER(column) LIKE UPPER(?)`, case-insensitive on every dialect, optionally with `ESCAPE '\'`.
struct SQLLikeExpression: SQLExpression {
    let column: SQLColumn
    let pattern: SQLBind?
    let escaped: Bool

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

    func serialize(to serializer: inout SQLSerializer) {
        SQLFunction("UPPER", args: column).serialize(to: &serializer)
        serializer.write(" LIKE ")
        SQLFunction("UPPER", args: pattern ?? SQLLiteral.null).serialize(to: &serializer)
        if escaped {
            serializer.write(" ESCAPE ")
            SQLLiteral.string(Self.escapeCharacter).serialize(to: &serializer)
        }
    }
}
