import Logging
import NIOCore
import PostgresKit
import PostgresNIO
import SQLKit

/// sql-kit over a `PostgresClient`: every statement borrows a connection from the pool for its own duration, and
/// `withSession` keeps one connection for the whole closure so `BEGIN` … `COMMIT` run on the same connection.
struct PostgresPoolDatabase: PooledSQLDatabase {
    let client: PostgresClient
    let eventLoopGroup: any EventLoopGroup
    let logger: Logger

    var eventLoop: any EventLoop { eventLoopGroup.any() }

    var dialect: any SQLDialect { PostgresDialect() }

    func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void)
        -> EventLoopFuture<Void>
    {
        eventLoop.makeFutureWithTask { try await self.execute(sql: query, onRow) }
    }

    func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void) async throws {
        try await client.withConnection { connection in
            try await connection.sql(queryLogLevel: queryLogLevel).execute(sql: query, onRow)
        }
    }

    func withSession<R>(_ closure: @escaping @Sendable (any SQLDatabase) async throws -> R) async throws -> R {
        try await client.withConnection { connection in
            try await closure(connection.sql(queryLogLevel: queryLogLevel))
        }
    }
}
