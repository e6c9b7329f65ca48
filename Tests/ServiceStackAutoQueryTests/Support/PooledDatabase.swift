import SQLKit
import SQLiteKit

/// A database that borrows a connection from an async-kit pool for each query, as pooled servers run: once the
/// pool is shut down, every query fails with `ConnectionPoolError.shutdown`.
///
/// `@unchecked`: async-kit's pool is not marked `Sendable` but guards its state with its own lock.
struct PooledDatabase: SQLDatabase, @unchecked Sendable {
    let pool: EventLoopGroupConnectionPool<SQLiteConnectionSource>
    let eventLoop: any EventLoop
    let logger = Logger(label: "pooled-database")
    var dialect: any SQLDialect { SQLiteDialect() }

    func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void)
        -> EventLoopFuture<Void>
    {
        pool.withConnection { connection in connection.sql().execute(sql: query, onRow) }
    }
}
