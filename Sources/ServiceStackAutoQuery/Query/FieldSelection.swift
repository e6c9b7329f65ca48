import Foundation
import ServiceStackServer

/// The columns a query selects: `fields=Id,Name`, optionally prefixed with `DISTINCT `.
struct FieldSelection: Sendable {
    let columns: [ColumnSchema]
    let distinct: Bool

    /// Parses `fields` against `schema`; nil or blank selects `defaultColumns`.
    static func parse(_ text: String?, schema: ModelSchema, defaultColumns: [ColumnSchema]) throws
        -> FieldSelection
    {
        var list = (text ?? "").trimmingCharacters(in: .whitespaces)
        var distinct = false
        if list.lowercased().hasPrefix("distinct ") {
            distinct = true
            list = String(list.dropFirst("distinct ".count))
        }
        var columns: [ColumnSchema] = []
        for item in list.split(separator: ",") {
            let name = item.trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty else { continue }
            guard let column = schema.column(named: name) else {
                throw ArgumentError("'\(name)' in fields is not a field", paramName: "fields")
            }
            if !columns.contains(column) { columns.append(column) }
        }
        return FieldSelection(columns: columns.isEmpty ? defaultColumns : columns, distinct: distinct)
    }
}
