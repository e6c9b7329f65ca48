import Foundation
import PostgresTestSupport
import SQLKit
import SQLiteKit
import ServiceStack
import ServiceStackAutoQuery
import ServiceStackPostgres
import ServiceStackSQLite
import ServiceStackServer
import ServiceStackServerTesting
import TestSupport
import Testing

@Suite("AutoQuery keeps the database's error text on the server")
struct DatabaseFailureTests {
    /// Serves `QueryTechnologies` from `database` on a host with `debugMode`, and GETs it.
    private static func query(
        _ database: any SQLDatabase, engine: some SQLEngine, debugMode: Bool = false
    ) async throws -> (status: Int, responseStatus: ResponseStatus?, body: String) {
        var config = HostConfig()
        config.debugMode = debugMode
        let host = ServiceStackHost(name: "failing-database", config: config)
        try AutoQueryFeature(database: database, engine: engine).register(
            QueryTechnologies.self, table: "Technology", on: host)
        return try await host.test(.inMemory) { client in
            let response = try await client.execute("GET", "api/QueryTechnologies")
            return (response.status, response.responseStatus, response.text)
        }
    }

    @Test(arguments: DatabaseKind.allCases)
    func aQueryTheDatabaseRefusesIsA500WithAGenericMessage(_ kind: DatabaseKind) async throws {
        var answer: Result<(status: Int, responseStatus: ResponseStatus?, body: String), any Error>?
        try await kind.withDatabase { database in
            answer = await Result { try await Self.query(database, engine: kind.engine) }
        }
        guard let outcome = try answer?.get() else { throw CancellationError() }
        let (status, responseStatus, body) = outcome
        #expect(!body.contains("does not exist"))
        #expect(!body.contains("PSQLError"))
        #expect(status == 500)
        #expect(responseStatus?.errorCode == "InternalServerError")
        #expect(responseStatus?.message == "The query could not be run")
        #expect(!body.lowercased().contains("no such table"))
        #expect(!body.contains("SQLite"))
        #expect(responseStatus?.stackTrace == nil)
    }

    @Test func debugModePutsSQLitesErrorInTheStackTrace() async throws {
        let connection = try await SQLiteConnection.open(storage: .memory)
        let answer = await Result { try await Self.query(connection.sql(), engine: .sqlite, debugMode: true) }
        try await connection.close()
        let (status, responseStatus, _) = try answer.get()
        #expect(status == 500)
        #expect(responseStatus?.message == "The query could not be run")
        #expect(responseStatus?.stackTrace?.contains("no such table") == true)
    }

    @Test func anUnavailableSQLitePoolIsA503() async throws {
        let loopOwner = try await SQLiteConnection.open(storage: .memory)
        let pool = EventLoopGroupConnectionPool(
            source: SQLiteConnectionSource(configuration: SQLiteConfiguration(storage: .memory)),
            pruneInterval: nil, on: loopOwner.eventLoop)
        try await pool.shutdownAsync()
        let answer = await Result {
            try await Self.query(PooledDatabase(pool: pool, eventLoop: loopOwner.eventLoop), engine: .sqlite)
        }
        try await loopOwner.close()
        let (status, responseStatus, body) = try answer.get()
        #expect(status == 503)
        #expect(responseStatus?.errorCode == "ServiceUnavailable")
        #expect(responseStatus?.message == "The database is unavailable, try again later")
        #expect(!body.lowercased().contains("pool"))
        #expect(!body.lowercased().contains("shutdown"))
    }

    @Test(.enabled(if: PostgresTestServer.isAvailable, Comment(rawValue: PostgresTestServer.skipReason)))
    func debugModePutsPostgreSQLsErrorInTheStackTrace() async throws {
        try await PostgresTestServer.withFreshDatabase { url in
            try await PostgresPool.withPool(url: url) { pool in
                let (status, responseStatus, _) = try await Self.query(pool.sql, engine: .postgres, debugMode: true)
                #expect(status == 500)
                #expect(responseStatus?.message == "The query could not be run")
                #expect(responseStatus?.stackTrace?.contains("42P01") == true)
            }
        }
    }

    @Test(.enabled(if: PostgresTestServer.isAvailable, Comment(rawValue: PostgresTestServer.skipReason)))
    func aStoppedPostgresPoolIsA503() async throws {
        let stopped = try await PostgresTestServer.withFreshDatabase { url in
            try await PostgresPool.withPool(url: url) { pool in pool }
        }
        let (status, responseStatus, body) = try await Self.query(stopped.sql, engine: .postgres)
        #expect(status == 503)
        #expect(responseStatus?.errorCode == "ServiceUnavailable")
        #expect(responseStatus?.message == "The database is unavailable, try again later")
        #expect(!body.lowercased().contains("pool"))
    }
}
