import SQLKit

/// `(? & column)`: the bits of a bound mask set in an integer column. `&` is bitwise AND in SQLite,
/// PostgreSQL, MySQL and SQL Server alike; sql-kit has no operator for it.
struct SQLBitwiseAnd: SQLExpression {
    let column: SQLColumn
    let mask: SQLBind?

    func serialize(to serializer: inout SQLSerializer) {
        serializer.write("(")
        let operand: any SQLExpression = mask ?? SQLLiteral.null
        operand.serialize(to: &serializer)
        serializer.write(" & ")
        column.serialize(to: &serializer)
        serializer.write(")")
    }
}
