import ServiceStackServer

/// One condition of a query: a known column, an operator and bound values.
struct Filter: Sendable {
    /// The most values an `IN` list may have: databases limit the parameters of one statement.
    static let maxListCount = 1000

    let column: ColumnSchema
    let op: FilterOperator
    let values: [any Encodable & Sendable]

    /// The filter `argument` asks for, or a 400 when it names no field or carries a bad value.
    static func make(_ argument: FilterArgument, schema: ModelSchema, modelName: String) throws -> Filter {
        guard let (column, conventionOp) = QueryConventions.match(argument.name, in: schema) else {
            throw ArgumentError(
                "'\(argument.name)' is not a field or filter of \(modelName)", paramName: argument.name)
        }
        var op = conventionOp
        if op == .equal, case .list = argument.value { op = .in }
        if op.isTextMatch, column.kind != .text {
            throw ArgumentError(
                "'\(argument.name)' matches text but \(column.name) is not a text field", paramName: argument.name)
        }
        if op == .hasAll || op == .hasAny, column.kind != .integer {
            throw ArgumentError(
                "'\(argument.name)' tests flags but \(column.name) is not an integer field", paramName: argument.name)
        }
        let texts: [String]
        if op.takesNoValue {
            texts = []
        } else if op.takesList {
            texts = argument.listItems
        } else if case .single(let text) = argument.value {
            texts = [text]
        } else {
            throw ArgumentError("'\(argument.name)' takes a single value", paramName: argument.name)
        }
        if op == .between, texts.count != 2 {
            throw ArgumentError("'\(argument.name)' takes two values: low,high", paramName: argument.name)
        }
        if op == .in, texts.isEmpty || texts.count > Self.maxListCount {
            throw ArgumentError(
                "'\(argument.name)' takes 1 to \(Self.maxListCount) values", paramName: argument.name)
        }
        let values = try texts.map { try FilterValueParser.parse($0, for: column, parameter: argument.name) }
        return Filter(column: column, op: op, values: values)
    }
}
