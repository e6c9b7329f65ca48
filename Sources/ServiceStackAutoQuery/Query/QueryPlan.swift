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
        if let extra = arguments.dropFirst(max(0, limits.maxFilters)).first {
            throw ArgumentError("A query takes at most \(limits.maxFilters) filters", paramName: extra.name)
        }
        let filters = try arguments.map {
            try Filter.make($0, schema: source.schema, modelName: source.modelName, limits: limits)
        }
        if let skip = request.skip, skip < 0 || skip > limits.maxSkip {
            throw ArgumentError("skip must be between 0 and \(limits.maxSkip)", paramName: "skip")
        }
        if let take = request.take, take < 0 { throw ArgumentError("take must not be negative", paramName: "take") }
        var limit = request.take ?? limits.defaultTake
        if let maxLimit = limits.maxLimit { limit = min(limit ?? maxLimit, maxLimit) }
        let selection = try FieldSelection.parse(
            request.fields, schema: source.schema, defaultColumns: source.defaultColumns, maxFields: limits.maxFields)
        var orderings = try Ordering.parse(
            orderBy: request.orderBy, orderByDesc: request.orderByDesc, schema: source.schema,
            maxTerms: limits.maxOrderByTerms)
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
