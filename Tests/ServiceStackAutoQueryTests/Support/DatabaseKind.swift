import PostgresTestSupport
import SQLKit
import SQLiteKit
import ServiceStackAutoQuery
import ServiceStackPostgres
import ServiceStackSQLite
import Testing

/// The databases every AutoQuery test runs against: an in-memory SQLite connection, and a fresh PostgreSQL
/// database of the test's own behind a `PostgresPool` (skipped when no server is named).
enum DatabaseKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case sqlite
    case postgres

    var testDescription: String { rawValue }

    /// How AutoQuery reads this kind's errors.
    var engine: any SQLEngine {
        switch self {
        case .sqlite: SQLiteEngine()
        case .postgres: PostgresEngine()
        }
    }

    /// Runs `body` with a new, empty database of this kind, closed (or dropped) afterwards.
    func withDatabase(_ body: (any SQLDatabase) async throws -> Void) async throws {
        switch self {
        case .sqlite:
            let connection = try await SQLiteConnection.open(storage: .memory)
            do {
                try await body(connection.sql())
            } catch {
                try? await connection.close()
                throw error
            }
            try await connection.close()
        case .postgres:
            guard PostgresTestServer.isAvailable else {
                try Test.cancel(Comment(rawValue: PostgresTestServer.skipReason))
            }
            try await PostgresTestServer.withFreshDatabase { url in
                try await PostgresPool.withPool(
                    url: url, maxConnections: 4, leaseTimeout: PostgresTestServer.patientLeaseTimeout
                ) { pool in try await body(pool.sql) }
            }
        }
    }
}

/// Column types both databases understand alike (sql-kit has no names for them).
extension SQLDataType {
    /// `BOOLEAN`: a boolean on PostgreSQL, 0 or 1 on SQLite.
    static var boolean: SQLDataType { .custom(SQLRaw("BOOLEAN")) }
    /// `DOUBLE PRECISION`: 64-bit floating point on both (`.real` is 32-bit on PostgreSQL).
    static var double: SQLDataType { .custom(SQLRaw("DOUBLE PRECISION")) }
}
