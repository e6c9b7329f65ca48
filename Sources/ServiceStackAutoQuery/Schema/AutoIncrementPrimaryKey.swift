import SQLKit

/// A primary key the database numbers itself, never giving a deleted row's id to a new one, as OrmLite's
/// `[AutoIncrement]` does: `PRIMARY KEY AUTOINCREMENT` on SQLite, the dialect's identity column elsewhere.
///
/// sql-kit's `.primaryKey(autoIncrement: true)` writes a plain `PRIMARY KEY` on SQLite, whose rowids reuse the
/// largest id once its row is deleted, so a stale id could name someone else's new row.
///
/// ```swift
/// try await database.create(table: "Rockstar")
///     .column("id", type: .int, .autoIncrementPrimaryKey)
///     .column("firstName", type: .text)
///     .run()
/// ```
public struct AutoIncrementPrimaryKey: SQLExpression {
    /// The constraint for the dialect it is serialized in.
    public init() {}

    /// Writes the constraint in the serializer's dialect.
    public func serialize(to serializer: inout SQLSerializer) {
        if serializer.dialect.name == "sqlite" {
            serializer.write("PRIMARY KEY AUTOINCREMENT")
        } else {
            SQLColumnConstraintAlgorithm.primaryKey(autoIncrement: true).serialize(to: &serializer)
        }
    }
}

extension SQLColumnConstraintAlgorithm {
    /// ``AutoIncrementPrimaryKey``: ids that are never reused, on SQLite too.
    public static var autoIncrementPrimaryKey: SQLColumnConstraintAlgorithm { .custom(AutoIncrementPrimaryKey()) }
}
