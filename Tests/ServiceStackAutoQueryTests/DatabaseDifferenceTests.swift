import PostgresTestSupport
import SQLKit
import SQLiteKit
import ServiceStackSQLite
import Testing

@testable import ServiceStackAutoQuery
@testable import ServiceStackPostgres

/// The places where AutoQuery treats SQLite and PostgreSQL differently: write serialization (the engine asks the
/// database) and reading PostgreSQL's constraint errors.
@Suite struct DatabaseDifferenceTests {
    @Test func writesToOneSharedSQLiteConnectionAreSerialized() async throws {
        let connection = try await SQLiteConnection.open(storage: .memory)
        let serialized = CrudTransactions.needsSerializedWrites(connection.sql(), engine: .sqlite)
        let feature = AutoQueryFeature(database: connection.sql(), engine: .sqlite)
        try await connection.close()
        #expect(serialized)
        #expect(feature.writes.lock != nil)
    }

    @Test(.enabled(if: PostgresTestServer.isAvailable, Comment(rawValue: PostgresTestServer.skipReason)))
    func writesThroughAPostgresPoolRunConcurrently() async throws {
        try await PostgresTestServer.withFreshDatabase { url in
            try await PostgresPool.withPool(url: url) { pool in
                #expect(!CrudTransactions.needsSerializedWrites(pool.sql, engine: .postgres))
                #expect(AutoQueryFeature(database: pool.sql, engine: .postgres).writes.lock == nil)
                #expect(
                    AutoQueryFeature(database: pool.sql, engine: .postgres, serializesWrites: true).writes.lock != nil)
            }
        }
    }

    @Test func aPostgresUniqueViolationNamesEveryColumnOfItsKeyUnquoted() {
        #expect(
            PostgresErrors.keyColumns(#"Key ("ownerId", name)=(1, Falcon) already exists."#) == ["ownerId", "name"])
        #expect(PostgresErrors.keyColumns("duplicate key") == [])
    }
}
