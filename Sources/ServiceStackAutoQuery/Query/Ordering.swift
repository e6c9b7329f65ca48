import Foundation
import ServiceStackServer

/// One ORDER BY term: a known column, or random order.
enum Ordering: Sendable {
    case column(ColumnSchema, descending: Bool)
    case random

    /// Parses `orderBy` and `orderByDesc`: comma-separated fields, a `-` prefix reversing one; at most
    /// `maxTerms` terms in all.
    static func parse(orderBy: String?, orderByDesc: String?, schema: ModelSchema, maxTerms: Int) throws
        -> [Ordering]
    {
        let ascending = items(of: orderBy)
        let descending = items(of: orderByDesc)
        if ascending.count + descending.count > maxTerms {
            throw ArgumentError(
                "orderBy and orderByDesc take at most \(maxTerms) terms in all",
                paramName: ascending.count > maxTerms ? "orderBy" : "orderByDesc")
        }
        return try ascending.map { try term($0, descending: false, parameter: "orderBy", schema: schema) }
            + descending.map { try term($0, descending: true, parameter: "orderByDesc", schema: schema) }
    }

    private static func items(of text: String?) -> [String] {
        (text ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    private static func term(_ item: String, descending: Bool, parameter: String, schema: ModelSchema) throws
        -> Ordering
    {
        var name = item
        var reversed = descending
        if name.hasPrefix("-") {
            reversed.toggle()
            name.removeFirst()
        }
        if let column = schema.column(named: name) { return .column(column, descending: reversed) }
        if name.lowercased() == "random" { return .random }
        throw ArgumentError("Cannot order by \(ErrorExcerpt.quote(name)): it is not a field", paramName: parameter)
    }
}
