import Logging
import NIOCore
import PostgresKit
import PostgresNIO
import SQLKit

/// sql-kit on one pooled connection that sends a statement only while the connection is open.
///
/// postgres-nio hands a statement to its channel without waiting for the write: when the server has just closed
/// the connection (a restart), the statement is dropped and its result never arrives. Checking that the channel is
/// open and writing in the same turn of the connection's event loop leaves no moment for it to close in between;
/// a closed connection fails the statement with ``PostgresConnectionClosed``.
struct OpenConnectionDatabase: SQLDatabase {
    let connection: PostgresConnection
    let queryLogLevel: Logger.Level?

    private var sql: any SQLDatabase { connection.sql(queryLogLevel: queryLogLevel) }

    var logger: Logger { sql.logger }
    var eventLoop: any EventLoop { connection.eventLoop }
    var version: (any SQLDatabaseReportedVersion)? { sql.version }
    var dialect: any SQLDialect { sql.dialect }

    func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void)
        -> EventLoopFuture<Void>
    {
        let connection = connection
        let sql = sql
        return connection.eventLoop.flatSubmit {
            guard !connection.isClosed else {
                return connection.eventLoop.makeFailedFuture(PostgresConnectionClosed())
            }
            return sql.execute(sql: query, onRow)
        }
    }

    func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void) async throws {
        try await (execute(sql: query, onRow) as EventLoopFuture<Void>).get()
    }

    func withSession<R>(_ closure: @escaping @Sendable (any SQLDatabase) async throws -> R) async throws -> R {
        try await closure(self)
    }
}

/// The pooled connection a statement was to run on had been closed (the server restarted or went away).
public struct PostgresConnectionClosed: Error, CustomStringConvertible {
    public var description: String { "The connection to PostgreSQL was closed" }
}
