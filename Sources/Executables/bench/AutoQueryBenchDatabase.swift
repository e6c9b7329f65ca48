import Foundation
import SQLKit
import SQLiteKit
import ServiceStackAutoQuery
import ServiceStackPostgres
import ServiceStackSQLite

/// The database `bench autoquery` runs against: a SQLite file in a temporary directory, or a PostgreSQL
/// database through a `PostgresPool` of as many connections as the load has.
struct AutoQueryBenchDatabase {
    let name: String
    let url: String?

    init(name: String, url: String?) throws {
        guard ["sqlite", "postgres"].contains(name) else {
            throw BenchError.unexpected("--database takes sqlite or postgres, not \(name)")
        }
        if name == "postgres", url == nil {
            throw BenchError.unexpected("--database postgres needs --url or SERVICESTACK_POSTGRES_URL")
        }
        self.name = name
        self.url = url
    }

    /// How AutoQuery reads the database's errors.
    var engine: any SQLEngine {
        if name == "postgres" { return PostgresEngine() }
        return SQLiteEngine()
    }

    func open(connections: Int, _ body: (any SQLDatabase) async throws -> Void) async throws {
        if name == "postgres", let url {
            try await PostgresPool.withPool(url: url, maxConnections: connections) { pool in try await body(pool.sql) }
            return
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bench-autoquery-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let connection = try await SQLiteConnection.open(
            storage: .file(path: directory.appendingPathComponent("bench.sqlite").path))
        do {
            let database = connection.sql()
            // A server's usual settings: writes append to a log instead of syncing the file each time, so the CRUD
            // comparison measures the services rather than the disk's fsync latency.
            try await database.raw("PRAGMA journal_mode=WAL").run()
            try await database.raw("PRAGMA synchronous=NORMAL").run()
            try await body(database)
        } catch {
            try? await connection.close()
            throw error
        }
        try await connection.close()
    }
}
