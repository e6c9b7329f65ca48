import ServiceStack
import ServiceStackAutoQuery
import ServiceStackServer

/// The `slug` column of a new row: the one given, or one made from the name; normalised either way.
enum SlugRule {
    static func fill(_ row: inout CrudRow, name: String?) throws {
        let given = row["slug"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
        let slug = Slug.make(given ?? name ?? "")
        guard !slug.isEmpty else {
            let message = "'Slug' must contain a letter or digit."
            throw ValidationError([FieldError(errorCode: "NotEmpty", fieldName: "Slug", message: message)])
        }
        row["slug"] = .string(slug)
    }
}
