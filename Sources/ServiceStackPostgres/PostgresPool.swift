import Logging
import PostgresKit
import PostgresNIO
import SQLKit
import ServiceLifecycle
import ServiceStack
import ServiceStackServer
import ServiceStackWire

/// A pool of connections to one PostgreSQL database, with sql-kit over it.
///
/// The pool connects lazily and needs ``run()`` to keep running while it is used: give it to a `ServiceGroup`
/// (it is a `Service`), or ``start()`` it (and ``stop()`` it), or use
/// ``withPool(url:maxConnections:leaseTimeout:clock:isolation:_:)``. Each statement sent through ``sql`` borrows a
/// connection for that statement only; `withSession` keeps one connection for the whole closure, which is what a
/// transaction needs.
public final class PostgresPool: Sendable, Service {
    /// postgres-nio's pool, for what sql-kit does not cover (`LISTEN`, `COPY`, raw queries).
    public let client: PostgresClient

    private let database: PostgresPoolDatabase
    private let runState = Locked(RunState())

    private struct RunState {
        var isRunning = false
        var waiters: [CheckedContinuation<Void, Never>] = []
        var task: Task<Void, Never>?
    }

    /// sql-kit over the pool, in PostgreSQL's dialect.
    public var sql: any SQLDatabase { database }

    /// A pool for the server a `postgres://user:password@host:port/database` URL names, opening at most
    /// `maxConnections` connections at once. Throws ``PostgresURLError`` when the URL names no PostgreSQL server.
    ///
    /// A statement sent through ``sql`` waits at most `leaseTimeout` on `clock` for a connection, then throws
    /// ``PostgresLeaseTimeout`` (AutoQuery answers it with a 503).
    public convenience init(
        url: String, maxConnections: Int = 20, leaseTimeout: Duration = .seconds(30),
        clock: ServerClock = .system, logger: Logger = Logger(label: "ServiceStackPostgres")
    ) throws {
        self.init(
            configuration: try PostgresClient.Configuration(url: url), maxConnections: maxConnections,
            leaseTimeout: leaseTimeout, clock: clock, logger: logger)
    }

    /// A pool for the server `configuration` describes, opening at most `maxConnections` connections at once
    /// (this replaces the configuration's own maximum); statements wait at most `leaseTimeout` on `clock` for a
    /// connection.
    public init(
        configuration: PostgresClient.Configuration, maxConnections: Int = 20, leaseTimeout: Duration = .seconds(30),
        clock: ServerClock = .system, logger: Logger = Logger(label: "ServiceStackPostgres")
    ) {
        var configuration = configuration
        configuration.options.maximumConnections = max(1, maxConnections)
        let eventLoopGroup = PostgresClient.defaultEventLoopGroup
        let runState = runState
        let backgroundLogger = Logger(label: logger.label) { _ in
            PoolStartLogHandler(upstream: logger, hasRunBegun: { runState.withLock { $0.isRunning } })
        }
        client = PostgresClient(
            configuration: configuration, eventLoopGroup: eventLoopGroup, backgroundLogger: backgroundLogger)
        database = PostgresPoolDatabase(
            client: client, eventLoopGroup: eventLoopGroup, logger: logger, leaseTimeout: leaseTimeout, clock: clock)
    }

    /// Keeps the pool's connections open and serves leases until the calling task is cancelled (or, in a
    /// `ServiceGroup`, until graceful shutdown). Call it once.
    public func run() async {
        let waiters = runState.withLock { state in
            state.isRunning = true
            defer { state.waiters = [] }
            return state.waiters
        }
        for waiter in waiters { waiter.resume() }
        await client.run()
    }

    /// Runs the pool in a task of its own until ``stop()``, and returns once it runs: statements sent after
    /// `start` find it serving (postgres-nio warns about a lease from a pool not yet run). Call it once, instead
    /// of ``run()``.
    public func start() async {
        let task = Task { await run() }
        runState.withLock { $0.task = task }
        await waitUntilRunning()
    }

    /// Stops the pool ``start()`` started: its connections close and later statements fail.
    public func stop() async {
        guard let task = runState.withLock({ $0.task }) else { return }
        task.cancel()
        await task.value
    }

    /// Returns once ``run()`` has begun.
    func waitUntilRunning() async {
        await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
            let isRunning = runState.withLock { state in
                if !state.isRunning { state.waiters.append(waiter) }
                return state.isRunning
            }
            if isRunning { waiter.resume() }
        }
    }

    /// Runs the pool around `body`, for tests and tools: ``run()`` goes on in a child task, begun before `body`
    /// runs and cancelled once `body` returns or throws.
    public static func withPool<T>(
        url: String, maxConnections: Int = 20, leaseTimeout: Duration = .seconds(30), clock: ServerClock = .system,
        isolation: isolated (any Actor)? = #isolation, _ body: (PostgresPool) async throws -> T
    ) async throws -> T {
        let pool = try PostgresPool(url: url, maxConnections: maxConnections, leaseTimeout: leaseTimeout, clock: clock)
        return try await withThrowingTaskGroup(of: Void.self, returning: T.self, isolation: isolation) { group in
            group.addTask { await pool.run() }
            defer { group.cancelAll() }
            await pool.waitUntilRunning()
            return try await body(pool)
        }
    }
}
