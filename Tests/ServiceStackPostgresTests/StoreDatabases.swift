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
        do {
            let result = try await body(connection.sql())
            try await connection.close()
            return result
        } catch {
            try? await connection.close()
            throw error
        }
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
            do {
                let result = try await body(connection.sql())
                try await connection.close()
                return result
            } catch {
                try? await connection.close()
                throw error
            }
        }
    }
}
