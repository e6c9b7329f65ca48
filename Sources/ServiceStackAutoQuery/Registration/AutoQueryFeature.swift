import SQLKit

/// Serves AutoQuery requests (`QueryDb<T>`, `QueryDb2<From, Into>`) from a SQL database, with no
/// handler code: filters come from the request's properties and query string, by ServiceStack's
/// conventions, and reach the database only as bound parameters.
///
/// ```swift
/// let autoQuery = AutoQueryFeature(database: connection.sql())
/// try autoQuery.register(FindTechnologies.self, table: "Technology", on: host)
/// ```
public final class AutoQueryFeature: Sendable {
    /// The database queries run against.
    public let database: any SQLDatabase
    /// Paging, total and input-size settings.
    public let limits: AutoQueryLimits

    /// Creates the feature over `database` (any sql-kit database: SQLite, PostgreSQL...).
    public init(database: any SQLDatabase, limits: AutoQueryLimits = AutoQueryLimits()) {
        self.database = database
        self.limits = limits
    }
}

/// A query request type that cannot be served, found when it is registered.
public struct AutoQueryConfigurationError: Error, CustomStringConvertible {
    /// What is wrong with the request or data model type.
    public let description: String
}
