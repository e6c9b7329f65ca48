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
    /// Paging and total settings.
    public let limits: AutoQueryLimits

    /// Creates the feature over `database` (any sql-kit database: SQLite, PostgreSQL...).
    public init(database: any SQLDatabase, limits: AutoQueryLimits = AutoQueryLimits()) {
        self.database = database
        self.limits = limits
    }
}

/// How many rows a query returns and whether it counts them.
public struct AutoQueryLimits: Sendable {
    /// The page size when a request gives no `take`; nil returns every row (up to `maxLimit`).
    public var defaultTake: Int?
    /// The largest page: a larger `take` is reduced to it; nil means no limit.
    public var maxLimit: Int?
    /// Fills `total` for every query, not only those with `include=Total`.
    public var includeTotal: Bool

    /// Creates the settings; by default pages hold 100 rows and at most 1,000.
    public init(defaultTake: Int? = 100, maxLimit: Int? = 1000, includeTotal: Bool = false) {
        self.defaultTake = defaultTake
        self.maxLimit = maxLimit
        self.includeTotal = includeTotal
    }
}

/// A query request type that cannot be served, found when it is registered.
public struct AutoQueryConfigurationError: Error, CustomStringConvertible {
    /// What is wrong with the request or data model type.
    public let description: String
}
