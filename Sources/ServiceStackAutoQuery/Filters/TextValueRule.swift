import ServiceStack
import ServiceStackServer

/// The rules every text value bound to SQL follows, written or filtered by, the same on every database: no NUL
/// character (PostgreSQL refuses it, SQLite stores it but reads the text back cut short at it), and a bounded
/// length counted in Unicode scalars (as PostgreSQL counts characters; a grapheme may hold any number of them).
enum TextValueRule {
    /// The NUL character, which no text column can hold faithfully.
    static let nul: Unicode.Scalar = "\u{0}"

    /// Throws a 400 naming `parameter` when `text` holds a NUL character.
    static func refuseNul(_ text: String, parameter: String) throws {
        guard text.unicodeScalars.contains(nul) else { return }
        throw ArgumentError(
            "'\(parameter)' must not contain the NUL character (U+0000)", paramName: parameter)
    }

    /// The length the limits count: Unicode scalars.
    static func length(of text: String) -> Int {
        text.unicodeScalars.count
    }

    /// Throws a 400 (`MaximumLength`) naming `field` when `text` is longer than `maximum`.
    static func refuseLonger(_ text: String, than maximum: Int, field: String) throws {
        let length = length(of: text)
        guard length > maximum else { return }
        let message =
            "The length of '\(field)' must be \(maximum) characters or fewer. You entered \(length) characters."
        throw ValidationError([
            FieldError(
                errorCode: "MaximumLength", fieldName: field, message: message,
                meta: ["MaxLength": "\(maximum)", "TotalLength": "\(length)", "PropertyName": field])
        ])
    }
}
