import ServiceStackServer

/// One condition of a query: a known column, an operator and bound values.
struct Filter: Sendable {
    let column: ColumnSchema
    let op: FilterOperator
    let values: [any Encodable & Sendable]

    /// The filter `argument` asks for, or a 400 when it names no field, carries a bad value or exceeds `limits`.
    static func make(_ argument: FilterArgument, schema: ModelSchema, modelName: String, limits: AutoQueryLimits)
        throws -> Filter
    {
        let name = argument.name
        guard let (column, conventionOp) = QueryConventions.match(name, in: schema) else {
            throw ArgumentError(
                "\(ErrorExcerpt.quote(name)) is not a field or filter of \(modelName)", paramName: name)
        }
        var op = conventionOp
        if op == .equal, case .list = argument.value { op = .in }
        if op.isTextMatch, column.kind != .text {
            throw ArgumentError("'\(name)' matches text but \(column.name) is not a text field", paramName: name)
        }
        if op == .hasAll || op == .hasAny, column.kind != .integer {
            throw ArgumentError("'\(name)' tests flags but \(column.name) is not an integer field", paramName: name)
        }
        let texts = try texts(of: argument, op: op, limits: limits)
        if op == .like, let pattern = texts.first, SQLLikeExpression.endsWithLoneEscape(pattern) {
            throw ArgumentError(
                "'\(name)' ends with the escape character '\(SQLLikeExpression.escapeCharacter)'; double it to match it",
                paramName: name)
        }
        let values = try texts.map { try FilterValueParser.parse($0, for: column, parameter: name) }
        return Filter(column: column, op: op, values: values)
    }

    /// The texts the operator takes from the argument, within the configured counts and lengths.
    private static func texts(of argument: FilterArgument, op: FilterOperator, limits: AutoQueryLimits) throws
        -> [String]
    {
        let name = argument.name
        let texts: [String]
        if op.takesNoValue {
            return []
        } else if op.takesList {
            texts = argument.listItems
        } else if case .single(let text) = argument.value {
            texts = [text]
        } else {
            throw ArgumentError("'\(name)' takes a single value", paramName: name)
        }
        if op == .between, texts.count != 2 {
            throw ArgumentError("'\(name)' takes two values: low,high", paramName: name)
        }
        if op == .in, texts.isEmpty || texts.count > limits.maxListValues {
            throw ArgumentError("'\(name)' takes 1 to \(limits.maxListValues) values", paramName: name)
        }
        if texts.contains(where: { TextValueRule.length(of: $0) > limits.maxValueLength }) {
            throw ArgumentError(
                "'\(name)' takes values of at most \(limits.maxValueLength) characters", paramName: name)
        }
        return texts
    }
}
