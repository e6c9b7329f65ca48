import ServiceStack
import ServiceStackAutoQuery
import ServiceStackServer

/// The `slug` of a new row, and of a lookup: the one given, or one made from the name; normalised either way. A
/// given slug with control or invisible formatting characters, or longer than `Slug.maxLength` once normalised, is
/// refused; a made one is shortened to it.
enum SlugRule {
    static func fill(_ row: inout CrudRow, name: String?) throws {
        let given = row["slug"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
        let slug: String
        if let given {
            try refuseInvisible(given)
            slug = Slug.make(given)
            guard slug.count <= Slug.maxLength else {
                throw invalid(
                    "MaximumLength", "The length of 'Slug' must be \(Slug.maxLength) characters or fewer.")
            }
        } else {
            slug = Slug.shortened(Slug.make(name ?? ""))
        }
        guard !slug.isEmpty else { throw invalid("NotEmpty", "'Slug' must contain a letter or digit.") }
        row["slug"] = .string(slug)
    }

    /// The slug a lookup asks for: not empty, and free of control and invisible formatting characters.
    static func lookup(_ slug: String?) throws -> String {
        guard let slug, !slug.isEmpty else { throw invalid("NotEmpty", "'Slug' must not be empty.") }
        try refuseInvisible(slug)
        return slug
    }

    private static func refuseInvisible(_ slug: String) throws {
        guard let scalar = slug.unicodeScalars.first(where: Slug.isInvisible) else { return }
        let code = "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
        throw invalid("InvalidCharacter", "'Slug' must not contain control or invisible characters (\(code)).")
    }

    private static func invalid(_ errorCode: String, _ message: String) -> ValidationError {
        ValidationError([FieldError(errorCode: errorCode, fieldName: "Slug", message: message)])
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
