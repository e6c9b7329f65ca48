import SQLKit

/// The foreign key columns of a table, for naming the field of a foreign key violation when the database's error
/// does not (SQLite's says only `FOREIGN KEY constraint failed`).
enum ForeignKeyColumns {
    /// The columns of `table` that reference another table, as SQLite lists them; empty on other databases or
    /// when the list cannot be read.
    static func of(_ table: String, on database: any SQLDatabase) async -> [String] {
        guard database.dialect.name == "sqlite",
            let rows = try? await database.raw("PRAGMA foreign_key_list(\(ident: table))").all()
        else { return [] }
        return rows.compactMap { try? $0.decode(column: "from", as: String.self) }
    }
}
