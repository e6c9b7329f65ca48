import Foundation
import ServiceStack
import ServiceStackServer

/// Everything one AutoQuery request asks for, validated against the data model: nothing in it is
/// caller text except bound filter values.
struct QueryPlan: Sendable {
    let filters: [Filter]
    let term: QueryTerm
    let selection: FieldSelection
    let orderings: [Ordering]
    let offset: Int?
    let limit: Int?
    let includeTotal: Bool

    static func make(
        _ request: QueryBase, arguments: [FilterArgument], source: QuerySource, limits: AutoQueryLimits
    ) throws -> QueryPlan {
        let filters = try arguments.map { try Filter.make($0, schema: source.schema, modelName: source.modelName) }
        if let skip = request.skip, skip < 0 { throw ArgumentError("skip must not be negative", paramName: "skip") }
        if let take = request.take, take < 0 { throw ArgumentError("take must not be negative", paramName: "take") }
        var limit = request.take ?? limits.defaultTake
        if let maxLimit = limits.maxLimit { limit = min(limit ?? maxLimit, maxLimit) }
        let selection = try FieldSelection.parse(
            request.fields, schema: source.schema, defaultColumns: source.defaultColumns)
        var orderings = try Ordering.parse(
            orderBy: request.orderBy, orderByDesc: request.orderByDesc, schema: source.schema)
        // Pages need a stable order; DISTINCT may only order by selected columns on some databases.
        let paged = limit != nil || (request.skip ?? 0) > 0
        if orderings.isEmpty, paged, !selection.distinct, let key = source.schema.primaryKey {
            orderings = [.column(key, descending: false)]
        }
        let includes = (request.include ?? "").split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces).lowercased()
        }
        return QueryPlan(
            filters: filters, term: source.term,
            selection: selection,
            orderings: orderings, offset: request.skip, limit: limit,
            includeTotal: limits.includeTotal || includes.contains("total"))
    }
}
