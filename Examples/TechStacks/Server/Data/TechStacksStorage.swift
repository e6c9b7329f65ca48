import Logging
import PostgresNIO
import SQLKit
import SQLiteKit
import ServiceStackAutoQuery
import ServiceStackPostgres
import ServiceStackSQLite
import ServiceStackServer

/// The open database of a running server, closed when the server stops. On PostgreSQL it also carries the Server
/// Events broker every instance on the database shares.
package final class TechStacksStorage: Sendable {
    package let sql: any SQLDatabase
    /// How AutoQuery reads the database's errors.
    let engine: any SQLEngine
    /// Whether other instances share the data (PostgreSQL).
    let isShared: Bool
    private let broker: PostgresServerEventsBroker?
    private let closeDatabase: @Sendable () async -> Void

    private init(
        sql: any SQLDatabase, engine: some SQLEngine, broker: PostgresServerEventsBroker?,
        close: @escaping @Sendable () async -> Void
    ) {
        self.sql = sql
        self.engine = engine
        self.isShared = broker != nil
        self.broker = broker
        self.closeDatabase = close
    }

    static func open(_ database: TechStacksDatabase, logger: Logger) async throws -> TechStacksStorage {
        switch database {
        case .sqlite(let path):
            let connection = try await SQLiteConnection.open(storage: path.map { .file(path: $0) } ?? .memory)
            do {
                // SQLite enforces foreign keys only on connections that ask for it.
                try await connection.sql().raw("PRAGMA foreign_keys = ON").run()
            } catch {
                try? await connection.close()
                throw error
            }
            return TechStacksStorage(sql: connection.sql(), engine: .sqlite, broker: nil) {
                try? await connection.close()
            }
        case .postgres(let url):
            let pool = try PostgresPool(url: url, logger: logger)
            // Started before the broker's schema step borrows its first connection.
            await pool.start()
            let close: @Sendable () async -> Void = { await pool.stop() }
            do {
                let broker = try await PostgresServerEventsBroker.start(client: pool.client, logger: logger)
                return TechStacksStorage(sql: pool.sql, engine: .postgres, broker: broker) {
                    broker.shutdown()
                    await close()
                }
            } catch {
                await close()
                throw error
            }
        }
    }

    /// Server Events with the default settings, delivered to every instance on a shared database.
    var serverEventsFeature: ServerEventsFeature {
        var feature = ServerEventsFeature()
        if let broker { feature.broker = broker }
        return feature
    }

    package func close() async {
        await closeDatabase()
    }
}
