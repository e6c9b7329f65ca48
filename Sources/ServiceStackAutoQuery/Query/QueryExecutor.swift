import SQLKit

/// Runs a `QueryPlan` against a database: the page of rows, and the total when asked for.
struct QueryExecutor: Sendable {
    let database: any SQLDatabase

    func rows(_ plan: QueryPlan, from source: QuerySource) async throws -> [any SQLRow] {
        let select = database.select()
            .columns(plan.selection.columns.map { SQLColumn(SQLIdentifier($0.name)) })
            .from(SQLIdentifier(source.table))
        if plan.selection.distinct { select.distinct() }
        if let predicate = SQLFilterExpression.predicate(plan.filters, term: plan.term, ensured: source.ensured) {
            select.where(predicate)
        }
        for ordering in plan.orderings {
            switch ordering {
            case .column(let column, let descending) where column.isOptional:
                select.orderBy(
                    SQLNullsOrderedColumn(column: SQLColumn(SQLIdentifier(column.name)), descending: descending))
            case .column(let column, let descending):
                select.orderBy(SQLColumn(SQLIdentifier(column.name)), descending ? SQLDirection.descending : .ascending)
            case .random:
                select.orderBy(SQLFunction("RANDOM"))
            }
        }
        select.limit(plan.limit).offset(plan.offset)
        return try await select.all()
    }

    func total(_ plan: QueryPlan, from source: QuerySource) async throws -> Int {
        let select = database.select()
            .column(SQLFunction("COUNT", args: SQLLiteral.all), as: "total")
            .from(SQLIdentifier(source.table))
        if let predicate = SQLFilterExpression.predicate(plan.filters, term: plan.term, ensured: source.ensured) {
            select.where(predicate)
        }
        guard let row = try await select.first() else { return 0 }
        return try row.decode(column: "total", as: Int.self)
    }
}
