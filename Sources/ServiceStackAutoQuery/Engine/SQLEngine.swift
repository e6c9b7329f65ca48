import SQLKit

/// What AutoQuery must know about a database engine beyond the SQL it speaks (sql-kit's `SQLDialect` already
/// covers the syntax: quoting, `RETURNING`, `ON CONFLICT`): how to read its errors, and whether its sessions may
/// run transactions side by side. AutoQuery compiles against this protocol only; each engine's adapter is a target
/// of its own (`ServiceStackSQLite`'s `.sqlite`, `ServiceStackPostgres`'s `.postgres`), so a host builds only the
/// engine it uses.
///
/// ```swift
/// import ServiceStackSQLite
///
/// let autoQuery = AutoQueryFeature(database: connection.sql(), engine: .sqlite)
/// ```
public protocol SQLEngine: Sendable {
    /// The rule `error` says a write broke, naming the columns as the database does (none when it names none),
    /// or nil when `error` is no constraint violation. `operation` is the write that failed (nil for a query),
    /// for engines whose foreign key errors do not say which side of the reference is missing.
    func constraintViolation(in error: any Error, operation: CrudOperation?) -> ConstraintViolation?

    /// Whether `error` says the database cannot be reached, is shutting down, or is too busy to answer (a 503),
    /// rather than that the statement failed.
    func meansUnavailable(_ error: any Error) -> Bool

    /// Whether each session of `database` (`withSession`) holds a connection of its own, so transactions on
    /// different sessions may run at once. When not, AutoQuery CRUD gives each transaction the database to itself.
    func givesEachSessionItsOwnConnection(_ database: any SQLDatabase) -> Bool

    /// The columns of `table` that reference another table, for naming the field of a foreign key violation whose
    /// error names none; empty when the engine's errors name their columns.
    func foreignKeyColumns(of table: String, on database: any SQLDatabase) async -> [String]
}

extension SQLEngine {
    /// None: the engine's foreign key errors name their columns.
    public func foreignKeyColumns(of table: String, on database: any SQLDatabase) async -> [String] { [] }
}
