import Logging
import NIOConcurrencyHelpers
import NIOCore
import PostgresKit
import PostgresNIO
import SQLKit
import ServiceStackServer

/// sql-kit over a `PostgresClient`: every statement borrows a connection from the pool for its own duration, and
/// `withSession` keeps one connection for the whole closure so `BEGIN` … `COMMIT` run on the same connection.
///
/// Waiting for a connection is bounded by `leaseTimeout`: while the server is down the pool keeps trying to
/// connect, and a statement gives up with ``PostgresLeaseTimeout`` instead of waiting for as long as that lasts.
struct PostgresPoolDatabase: PooledSQLDatabase {
    let client: PostgresClient
    let eventLoopGroup: any EventLoopGroup
    let logger: Logger
    let leaseTimeout: Duration
    let clock: ServerClock

    var eventLoop: any EventLoop { eventLoopGroup.any() }

    var dialect: any SQLDialect { PostgresDialect() }

    func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void)
        -> EventLoopFuture<Void>
    {
        eventLoop.makeFutureWithTask { try await self.execute(sql: query, onRow) }
    }

    func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void) async throws {
        try await withLeasedConnection { connection in
            try await OpenConnectionDatabase(connection: connection, queryLogLevel: queryLogLevel)
                .execute(sql: query, onRow)
        }
    }

    func withSession<R>(_ closure: @escaping @Sendable (any SQLDatabase) async throws -> R) async throws -> R {
        try await withLeasedConnection { connection in
            try await closure(OpenConnectionDatabase(connection: connection, queryLogLevel: queryLogLevel))
        }
    }

    /// Runs `body` on a pooled connection, unless none could be had within `leaseTimeout`.
    private func withLeasedConnection<R>(
        _ body: @escaping @Sendable (PostgresConnection) async throws -> R
    ) async throws -> R {
        let lease = NIOLockedValueBox(LeaseState.waiting)
        return try await withThrowingTaskGroup(of: Handover<R>?.self) { group in
            group.addTask {
                try await client.withConnection { connection in
                    // Once the timeout has fired the statement must not run: its caller has been told it failed.
                    let proceed = lease.withLockedValue { state in
                        guard state == .waiting else { return false }
                        state = .leased
                        return true
                    }
                    guard proceed else { throw PostgresLeaseTimeout(timeout: leaseTimeout) }
                    return Handover(value: try await body(connection))
                }
            }
            group.addTask {
                try await clock.sleep(for: leaseTimeout)
                let timedOut = lease.withLockedValue { state in
                    guard state == .waiting else { return false }
                    state = .timedOut
                    return true
                }
                if timedOut { throw PostgresLeaseTimeout(timeout: leaseTimeout) }
                return nil
            }
            while let result = try await group.next() {
                if let handover = result {
                    group.cancelAll()
                    return handover.value
                }
            }
            // The statement's task always returns a value or throws, so the loop ends through one of those.
            throw CancellationError()
        }
    }

    private enum LeaseState: Sendable {
        case waiting, leased, timedOut
    }

    /// Carries the statement's result from its task to the caller, which awaits it; the value is never used by
    /// both at once.
    private struct Handover<Value>: @unchecked Sendable {
        let value: Value
    }
}

/// No pooled connection to PostgreSQL became free, or could be opened, within the pool's lease timeout: the
/// server is down, unreachable, or every connection is busy.
public struct PostgresLeaseTimeout: Error, CustomStringConvertible {
    /// How long the statement waited.
    public let timeout: Duration

    public var description: String { "No PostgreSQL connection could be had within \(timeout)" }
}
