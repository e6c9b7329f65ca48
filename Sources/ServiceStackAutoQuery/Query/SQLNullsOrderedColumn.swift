import SQLKit

/// `column ASC NULLS FIRST` / `column DESC NULLS LAST`: nulls sort below every value, as SQLite and SQL Server
/// order them by default and PostgreSQL does only when told (SQLite understands the clause since 3.30).
/// Used for optional columns only: on a column that holds no nulls the plain order keeps PostgreSQL's indexes usable.
struct SQLNullsOrderedColumn: SQLExpression {
    let column: SQLColumn
    let descending: Bool

    func serialize(to serializer: inout SQLSerializer) {
        column.serialize(to: &serializer)
        serializer.write(descending ? " DESC NULLS LAST" : " ASC NULLS FIRST")
    }
}
