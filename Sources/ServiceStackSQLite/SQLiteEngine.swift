import SQLiteKit
import ServiceStackAutoQuery

/// SQLite for AutoQuery: reads SQLite's errors, lists a table's foreign keys when an error names none, and has
/// every transaction wait for the one connection.
///
/// ```swift
/// let connection = try await SQLiteConnection.open(storage: .file(path: "app.sqlite"))
/// let autoQuery = AutoQueryFeature(database: connection.sql(), engine: .sqlite)
/// ```
public struct SQLiteEngine: SQLEngine {
    /// The engine; it has no settings.
    public init() {}

    /// Never: a `SQLiteConnection` is one connection that every session shares.
    public func givesEachSessionItsOwnConnection(_ database: any SQLDatabase) -> Bool { false }

    /// The columns of `table` that reference another table, as `PRAGMA foreign_key_list` gives them: SQLite's
    /// foreign key errors name none. Empty when the list cannot be read.
    public func foreignKeyColumns(of table: String, on database: any SQLDatabase) async -> [String] {
        guard let rows = try? await database.raw("PRAGMA foreign_key_list(\(ident: table))").all() else { return [] }
        return rows.compactMap { try? $0.decode(column: "from", as: String.self) }
    }
}

extension SQLEngine where Self == SQLiteEngine {
    /// SQLite (`ServiceStackSQLite`).
    public static var sqlite: SQLiteEngine { SQLiteEngine() }
}
