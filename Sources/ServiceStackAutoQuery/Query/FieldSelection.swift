import Foundation
import ServiceStackServer

/// The columns a query selects: `fields=Id,Name`, optionally prefixed with `DISTINCT `.
struct FieldSelection: Sendable {
    let columns: [ColumnSchema]
    let distinct: Bool

    /// Parses `fields` (at most `maxFields` names) against `schema`; nil or blank selects `defaultColumns`.
    static func parse(_ text: String?, schema: ModelSchema, defaultColumns: [ColumnSchema], maxFields: Int) throws
        -> FieldSelection
    {
        var list = (text ?? "").trimmingCharacters(in: .whitespaces)
        var distinct = false
        if list.lowercased().hasPrefix("distinct ") {
            distinct = true
            list = String(list.dropFirst("distinct ".count))
        }
        let names = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard names.count <= maxFields else {
            throw ArgumentError("fields takes at most \(maxFields) names", paramName: "fields")
        }
        var columns: [ColumnSchema] = []
        for name in names {
            guard let column = schema.column(named: name) else {
                throw ArgumentError("\(ErrorExcerpt.quote(name)) in fields is not a field", paramName: "fields")
            }
            if !columns.contains(column) { columns.append(column) }
        }
        return FieldSelection(columns: columns.isEmpty ? defaultColumns : columns, distinct: distinct)
    }
}
