import Foundation
import ServiceStackServer

/// One ORDER BY term: a known column, or random order.
enum Ordering: Sendable {
    case column(ColumnSchema, descending: Bool)
    case random

    /// Parses `orderBy` and `orderByDesc`: comma-separated fields, a `-` prefix reversing one.
    static func parse(orderBy: String?, orderByDesc: String?, schema: ModelSchema) throws -> [Ordering] {
        try terms(orderBy, descending: false, parameter: "orderBy", schema: schema)
            + terms(orderByDesc, descending: true, parameter: "orderByDesc", schema: schema)
    }

    private static func terms(_ text: String?, descending: Bool, parameter: String, schema: ModelSchema) throws
        -> [Ordering]
    {
        guard let text else { return [] }
        return try text.split(separator: ",").compactMap { item in
            var name = item.trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty else { return nil }
            var reversed = descending
            if name.hasPrefix("-") {
                reversed.toggle()
                name.removeFirst()
            }
            if let column = schema.column(named: name) { return .column(column, descending: reversed) }
            if name.lowercased() == "random" { return .random }
            throw ArgumentError("Cannot order by '\(name)': it is not a field", paramName: parameter)
        }
    }
}
