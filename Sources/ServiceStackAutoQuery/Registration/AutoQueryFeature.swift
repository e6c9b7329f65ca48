import SQLKit

/// Serves AutoQuery requests (`QueryDb<T>`, `QueryDb2<From, Into>`) from a SQL database, with no
/// handler code: filters come from the request's properties and query string, by ServiceStack's
/// conventions, and reach the database only as bound parameters.
///
/// AutoQuery CRUD requests (`ICreateDb`, `IUpdateDb`, `IPatchDb`, `IDeleteDb`, `ISaveDb`) write their
/// table the same way, by ServiceStack's conventions, each write in one transaction.
///
/// ```swift
/// let autoQuery = AutoQueryFeature(database: connection.sql(), engine: .sqlite)
/// try autoQuery.register(FindTechnologies.self, table: "Technology", on: host)
/// try autoQuery.register(CreateTechnology.self, requiresAuth: true, on: host)
/// ```
public final class AutoQueryFeature: Sendable {
    /// The database queries run against.
    public let database: any SQLDatabase
    /// Reads the database's errors and knows how its sessions share connections.
    public let engine: any SQLEngine
    /// Paging, total and input-size settings.
    public let limits: AutoQueryLimits
    /// Runs AutoQuery CRUD writes, each in its own transaction.
    let writes: CrudTransactions

    /// Creates the feature over `database` (any sql-kit database), whose errors `engine` reads: `.sqlite` from
    /// `ServiceStackSQLite`, `.postgres` from `ServiceStackPostgres`.
    ///
    /// `serializesWrites` gives each CRUD transaction the connection to itself (single-statement writes still
    /// run side by side), as a single connection shared by every request (a `SQLiteConnection`) needs. By default
    /// (nil) the engine is asked: a pool whose sessions are connections of their own (`PostgresPool.sql`) runs
    /// writes concurrently, anything else serializes transactions.
    public init(
        database: any SQLDatabase, engine: some SQLEngine, limits: AutoQueryLimits = AutoQueryLimits(),
        serializesWrites: Bool? = nil
    ) {
        self.database = database
        self.engine = engine
        self.limits = limits
        writes = CrudTransactions(
            database: database, engine: engine,
            serialized: serializesWrites ?? CrudTransactions.needsSerializedWrites(database, engine: engine))
    }
}

/// A query request type that cannot be served, found when it is registered.
public struct AutoQueryConfigurationError: Error, CustomStringConvertible {
    /// What is wrong with the request or data model type.
    public let description: String
}
