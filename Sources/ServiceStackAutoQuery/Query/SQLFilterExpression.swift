import SQLKit

/// The SQL for filters: column identifiers from the data model, values only as bound parameters.
enum SQLFilterExpression {
    /// A query's WHERE: its filters combined by its term, AND the source's ensured filters whatever the term.
    static func predicate(_ filters: [Filter], term: QueryTerm, ensured: [Filter]) -> (any SQLExpression)? {
        let parts = [combined(filters, term: term), combined(ensured, term: .and)].compactMap { $0 }
        guard parts.count > 1 else { return parts.first }
        return SQLList(parts, separator: SQLRaw(" AND "))
    }

    static func combined(_ filters: [Filter], term: QueryTerm) -> (any SQLExpression)? {
        guard !filters.isEmpty else { return nil }
        let separator = term == .or ? " OR " : " AND "
        return SQLGroupExpression(
            SQLList(filters.map { SQLGroupExpression(expression(for: $0)) }, separator: SQLRaw(separator)))
    }

    static func expression(for filter: Filter) -> any SQLExpression {
        let column = SQLColumn(SQLIdentifier(filter.column.name))
        let values = filter.values.map { SQLBind($0) }
        switch filter.op {
        case .equal: return compare(column, .equal, values)
        case .notEqual: return compare(column, .notEqual, values)
        case .greaterThan: return compare(column, .greaterThan, values)
        case .greaterThanOrEqual: return compare(column, .greaterThanOrEqual, values)
        case .lessThan: return compare(column, .lessThan, values)
        case .lessThanOrEqual: return compare(column, .lessThanOrEqual, values)
        case .like: return SQLLikeExpression(column: column, pattern: values.first)
        case .startsWith, .contains, .endsWith:
            return SQLLikeExpression(column: column, pattern: likePattern(filter))
        case .in: return SQLBinaryExpression(column, .in, SQLGroupExpression(values))
        case .between:
            guard let low = values.first, let high = values.last, values.count == 2 else {
                return SQLLiteral.boolean(false)
            }
            return SQLBetween(operand: column, lowerBound: low, upperBound: high)
        case .hasAll:
            return SQLBinaryExpression(
                SQLBitwiseAnd(column: column, mask: values.first), .equal, values.first ?? SQLLiteral.null)
        case .hasAny:
            return SQLBinaryExpression(
                SQLBitwiseAnd(column: column, mask: values.first), .greaterThan, SQLLiteral.numeric("0"))
        case .isNull: return SQLBinaryExpression(column, .is, SQLLiteral.null)
        case .isNotNull: return SQLBinaryExpression(column, .isNot, SQLLiteral.null)
        }
    }

    private static func compare(_ column: SQLColumn, _ op: SQLBinaryOperator, _ values: [SQLBind])
        -> any SQLExpression
    {
        SQLBinaryExpression(column, op, values.first ?? SQLLiteral.null)
    }

    /// `%value%` and the like, with the caller's own wildcards escaped so they match literally.
    private static func likePattern(_ filter: Filter) -> SQLBind? {
        guard let text = filter.values.first as? String else { return nil }
        let escaped = SQLLikeExpression.escape(text)
        switch filter.op {
        case .startsWith: return SQLBind(escaped + "%")
        case .endsWith: return SQLBind("%" + escaped)
        default: return SQLBind("%" + escaped + "%")
        }
    }
}
