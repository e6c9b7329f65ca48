import Foundation
import SQLKit
import ServiceStack
import ServiceStackServer
import ServiceStackWire

/// Turns `CrudRow` values into bound SQL parameters of their columns' types, and stored rows back into
/// `CrudRow`s.
enum CrudSQL {
    /// `(column, value)` assignments for `row`; a value that does not parse as its column's type, or breaks
    /// `TextValueRule`, is a 400 naming the column.
    static func assignments(_ row: CrudRow, target: CrudTarget) throws
        -> [(column: SQLIdentifier, value: any SQLExpression)]
    {
        try row.pairs.map { pair in
            let column = try self.column(pair.column, of: target)
            return (SQLIdentifier(column.name), try expression(pair.value, for: column, of: target))
        }
    }

    /// `a = ? AND b IS NULL ...` for every value of `filters`.
    static func predicate(_ filters: CrudRow, target: CrudTarget) throws -> any SQLExpression {
        let terms: [any SQLExpression] = try filters.pairs.map { pair in
            let column = try self.column(pair.column, of: target)
            return SQLBinaryExpression(
                left: SQLIdentifier(column.name), op: pair.value == .null ? SQLBinaryOperator.is : .equal,
                right: try expression(pair.value, for: column, of: target))
        }
        return SQLList(terms, separator: SQLRaw(" AND "))
    }

    /// The value bound for `column`: NULL, or the value parsed as the column's type, within its length.
    static func expression(_ value: WireValue, for column: ColumnSchema, of target: CrudTarget) throws
        -> any SQLExpression
    {
        switch value {
        case .null:
            return SQLLiteral.null
        case .array, .object:
            throw ArgumentError("\(column.name) takes a single value", paramName: column.name)
        default:
            let text = value.queryValue
            let parsed = try FilterValueParser.parse(text, for: column, parameter: column.name)
            if let maximum = target.maxLength(of: column) {
                try TextValueRule.refuseLonger(text, than: maximum, field: column.name)
            }
            return SQLBind(parsed)
        }
    }

    /// The stored row's values of the table's columns.
    static func read(_ row: any SQLRow, schema: ModelSchema) throws -> CrudRow {
        var result = CrudRow()
        for column in schema.columns where row.contains(column: column.name) {
            result[column.name] = try value(of: column, in: row)
        }
        return result
    }

    private static func value(of column: ColumnSchema, in row: any SQLRow) throws -> WireValue {
        let name = column.name
        if try row.decodeNil(column: name) { return .null }
        switch column.kind {
        case .integer: return .number(String(try row.decode(column: name, as: Int64.self)))
        case .real, .decimal: return try JsvEncoder().encode(try row.decode(column: name, as: Double.self))
        case .bool: return .bool(try row.decode(column: name, as: Bool.self))
        case .date: return .string(WireDate.wcfUtc(try row.decode(column: name, as: Date.self)))
        case .uuid: return .string(try row.decode(column: name, as: UUID.self).uuidString)
        case .text, .unsupported: return .string(try row.decode(column: name, as: String.self))
        }
    }

    /// The table's column named `name`; a name that is none (set by a hook) is a server error.
    private static func column(_ name: String, of target: CrudTarget) throws -> ColumnSchema {
        guard let column = target.schema.column(named: name) else {
            throw AutoQueryConfigurationError(description: "'\(name)' is not a column of \(target.table)")
        }
        return column
    }
}
