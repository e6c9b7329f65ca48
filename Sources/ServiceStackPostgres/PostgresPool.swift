import Logging
import PostgresKit
import PostgresNIO
import SQLKit
import ServiceLifecycle

/// A pool of connections to one PostgreSQL database, with sql-kit over it.
///
/// The pool connects lazily and needs ``run()`` to keep running while it is used: give it to a `ServiceGroup`
/// (it is a `Service`), run it in a task of its own, or use ``withPool(url:maxConnections:leaseTimeout:isolation:_:)``.
/// Each statement sent through ``sql`` borrows a connection for that statement only; `withSession` keeps one
/// connection for the whole closure, which is what a transaction needs.
public final class PostgresPool: Sendable, Service {
    /// postgres-nio's pool, for what sql-kit does not cover (`LISTEN`, `COPY`, raw queries).
    public let client: PostgresClient

    private let database: PostgresPoolDatabase

    /// sql-kit over the pool, in PostgreSQL's dialect.
    public var sql: any SQLDatabase { database }

    /// A pool for the server a `postgres://user:password@host:port/database` URL names, opening at most
    /// `maxConnections` connections at once. Throws ``PostgresURLError`` when the URL names no PostgreSQL server.
    ///
    /// A statement sent through ``sql`` waits at most `leaseTimeout` for a connection, then throws
    /// ``PostgresLeaseTimeout`` (AutoQuery answers it with a 503).
    public convenience init(
        url: String, maxConnections: Int = 20, leaseTimeout: Duration = .seconds(30),
        logger: Logger = Logger(label: "ServiceStackPostgres")
    ) throws {
        self.init(
            configuration: try PostgresClient.Configuration(url: url), maxConnections: maxConnections,
            leaseTimeout: leaseTimeout, logger: logger)
    }

    /// A pool for the server `configuration` describes, opening at most `maxConnections` connections at once
    /// (this replaces the configuration's own maximum); statements wait at most `leaseTimeout` for a connection.
    public init(
        configuration: PostgresClient.Configuration, maxConnections: Int = 20, leaseTimeout: Duration = .seconds(30),
        logger: Logger = Logger(label: "ServiceStackPostgres")
    ) {
        var configuration = configuration
        configuration.options.maximumConnections = max(1, maxConnections)
        let eventLoopGroup = PostgresClient.defaultEventLoopGroup
        client = PostgresClient(configuration: configuration, eventLoopGroup: eventLoopGroup, backgroundLogger: logger)
        database = PostgresPoolDatabase(
            client: client, eventLoopGroup: eventLoopGroup, logger: logger, leaseTimeout: leaseTimeout)
    }

    /// Keeps the pool's connections open and serves leases until the calling task is cancelled (or, in a
    /// `ServiceGroup`, until graceful shutdown). Call it once.
    public func run() async {
        await client.run()
    }

    /// Runs the pool around `body`, for tests and tools: ``run()`` goes on in a child task, cancelled once
    /// `body` returns or throws.
    public static func withPool<T>(
        url: String, maxConnections: Int = 20, leaseTimeout: Duration = .seconds(30),
        isolation: isolated (any Actor)? = #isolation, _ body: (PostgresPool) async throws -> T
    ) async throws -> T {
        let pool = try PostgresPool(url: url, maxConnections: maxConnections, leaseTimeout: leaseTimeout)
        return try await withThrowingTaskGroup(of: Void.self, returning: T.self, isolation: isolation) { group in
            group.addTask { await pool.run() }
            defer { group.cancelAll() }
            return try await body(pool)
        }
    }
}
