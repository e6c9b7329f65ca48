import PostgresKit
import ServiceStackAutoQuery

/// PostgreSQL for AutoQuery: reads PostgreSQL's errors by SQLSTATE, and lets transactions run side by side on a
/// pool whose sessions are connections of their own (`PostgresPool.sql`).
///
/// ```swift
/// let autoQuery = AutoQueryFeature(database: pool.sql, engine: .postgres)
/// ```
public struct PostgresEngine: SQLEngine {
    /// The engine; it has no settings.
    public init() {}

    /// The violation `error` reports, with the columns PostgreSQL names (see `PostgresErrors.violation`).
    public func constraintViolation(in error: any Error, operation: CrudOperation?) -> ConstraintViolation? {
        PostgresErrors.violation(error).map { ConstraintViolation(kind: $0.kind, columns: $0.columns) }
    }

    /// Whether `error` says the server cannot be reached, closed the connection, or is shutting down or full.
    public func meansUnavailable(_ error: any Error) -> Bool {
        PostgresErrors.meansUnavailable(error)
    }

    /// Whether `database` is a pool (a `PooledSQLDatabase`, as `PostgresPool.sql` is) rather than one connection.
    public func givesEachSessionItsOwnConnection(_ database: any SQLDatabase) -> Bool {
        database is any PooledSQLDatabase
    }
}

extension SQLEngine where Self == PostgresEngine {
    /// PostgreSQL (`ServiceStackPostgres`).
    public static var postgres: PostgresEngine { PostgresEngine() }
}
