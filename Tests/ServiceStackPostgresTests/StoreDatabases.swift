import Logging
import PostgresKit
import PostgresNIO
import PostgresTestSupport
import SQLKit
import SQLiteKit
import ServiceStackPostgres

/// The databases the SQL stores are tested on: an in-memory SQLite database, and a fresh PostgreSQL database on
/// the test server (one connection).
enum StoreDatabases {
    static func withSQLite<T>(_ body: (any SQLDatabase) async throws -> T) async throws -> T {
        let connection = try await SQLiteConnection.open(storage: .memory)
        return try await run(body, on: connection.sql()) { try await connection.close() }
    }

    static func withPostgres<T>(_ body: (any SQLDatabase) async throws -> T) async throws -> T {
        try await PostgresTestServer.withFreshDatabase { url in
            let configuration = try PostgresClient.Configuration(url: url)
            let connection = try await PostgresConnection.connect(
                configuration: PostgresConnection.Configuration(
                    host: configuration.host ?? "127.0.0.1", port: configuration.port ?? 5432,
                    username: configuration.username, password: configuration.password,
                    database: configuration.database, tls: .disable),
                id: 1, logger: Logger(label: "StoreDatabases"))
            return try await run(body, on: connection.sql()) { try await connection.close() }
        }
    }

    /// Runs `body` on `database`, then closes it, also when `body` throws.
    private static func run<T>(
        _ body: (any SQLDatabase) async throws -> T, on database: any SQLDatabase,
        closing close: () async throws -> Void
    ) async throws -> T {
        do {
            let result = try await body(database)
            try await close()
            return result
        } catch {
            try? await close()
            throw error
        }
    }
}
