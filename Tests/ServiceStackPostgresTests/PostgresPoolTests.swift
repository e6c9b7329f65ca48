import Foundation
import PostgresKit
import PostgresNIO
import PostgresTestSupport
import SQLKit
import ServiceStackPostgres
import ServiceStackServer
import ServiceStackTesting
import TestSupport
import Testing

@Suite("PostgresPool")
struct PostgresPoolTests {
    private static let needsServer = ConditionTrait.enabled(
        if: PostgresTestServer.isAvailable, Comment(rawValue: PostgresTestServer.skipReason))

    private struct Note: Codable, Equatable {
        var id: Int
        var text: String
    }

    private static func createNotes(_ sql: any SQLDatabase) async throws {
        try await sql.create(table: "Note")
            .column("id", type: .int, .primaryKey(autoIncrement: false))
            .column("text", type: .text, .notNull)
            .run()
    }

    private static func count(_ sql: any SQLDatabase) async throws -> Int {
        let row = try await sql.select().column(SQLFunction("COUNT", args: SQLLiteral.all), as: "n").from("Note")
            .first()
        return try row?.decode(column: "n", as: Int.self) ?? -1
    }

    @Test(needsServer) func statementsRunThroughSQLKitInPostgreSQLsDialect() async throws {
        try await PostgresTestServer.withFreshDatabase { url in
            try await PostgresPool.withPool(url: url) { pool in
                #expect(pool.sql.dialect.name == "postgresql")
                try await Self.createNotes(pool.sql)
                try await pool.sql.insert(into: "Note").models([Note(id: 1, text: "one"), Note(id: 2, text: "two")])
                    .run()
                let notes = try await pool.sql.select().columns("*").from("Note").orderBy("id")
                    .all(decoding: Note.self)
                #expect(notes == [Note(id: 1, text: "one"), Note(id: 2, text: "two")])
                let updated = try await pool.sql.update("Note").set("text", to: "uno").where("id", .equal, 1)
                    .returning("text").first()
                #expect(try updated?.decode(column: "text", as: String.self) == "uno")
            }
        }
    }

    @Test(needsServer) func aSessionKeepsOneConnectionSoATransactionCommits() async throws {
        try await PostgresTestServer.withFreshDatabase { url in
            try await PostgresPool.withPool(url: url, maxConnections: 4) { pool in
                try await Self.createNotes(pool.sql)
                let countSeenOutside = try await pool.sql.withSession { session in
                    try await session.raw("BEGIN").run()
                    let first = try await session.raw("SELECT pg_backend_pid() AS pid").first()
                    try await session.insert(into: "Note").model(Note(id: 1, text: "inside")).run()
                    let outside = try await Self.count(pool.sql)
                    let second = try await session.raw("SELECT pg_backend_pid() AS pid").first()
                    #expect(
                        try first?.decode(column: "pid", as: Int32.self)
                            == second?.decode(column: "pid", as: Int32.self))
                    try await session.raw("COMMIT").run()
                    return outside
                }
                #expect(countSeenOutside == 0)
                #expect(try await Self.count(pool.sql) == 1)
            }
        }
    }

    @Test(needsServer) func aRolledBackTransactionLeavesNothing() async throws {
        try await PostgresTestServer.withFreshDatabase { url in
            try await PostgresPool.withPool(url: url, maxConnections: 4) { pool in
                try await Self.createNotes(pool.sql)
                try await pool.sql.withSession { session in
                    try await session.raw("BEGIN").run()
                    try await session.insert(into: "Note").model(Note(id: 1, text: "gone")).run()
                    #expect(try await Self.count(session) == 1)
                    try await session.raw("ROLLBACK").run()
                }
                #expect(try await Self.count(pool.sql) == 0)
            }
        }
    }

    @Test(needsServer) func manyTasksShareAFewConnections() async throws {
        try await PostgresTestServer.withFreshDatabase { url in
            try await PostgresPool.withPool(
                url: url, maxConnections: 3, leaseTimeout: PostgresTestServer.patientLeaseTimeout
            ) { pool in
                try await Self.createNotes(pool.sql)
                let sql = pool.sql
                try await withThrowingTaskGroup(of: Void.self) { group in
                    for id in 1...60 {
                        group.addTask {
                            if id % 3 == 0 {
                                try await sql.withSession { session in
                                    try await session.raw("BEGIN").run()
                                    try await session.insert(into: "Note").model(Note(id: id, text: "tx")).run()
                                    try await session.raw("COMMIT").run()
                                }
                            } else {
                                try await sql.insert(into: "Note").model(Note(id: id, text: "plain")).run()
                            }
                        }
                    }
                    try await group.waitForAll()
                }
                #expect(try await Self.count(sql) == 60)
                let backends = try await sql.raw(
                    "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database()"
                )
                .first()
                #expect(try (backends?.decode(column: "n", as: Int.self) ?? 0) <= 3)
            }
        }
    }

    @Test(needsServer) func aStatementErrorReachesTheCallerAndTheConnectionIsReused() async throws {
        try await PostgresTestServer.withFreshDatabase { url in
            try await PostgresPool.withPool(url: url, maxConnections: 1) { pool in
                await #expect(throws: PSQLError.self) { try await pool.sql.raw("SELECT * FROM missing").run() }
                let row = try await pool.sql.raw("SELECT 41 + 1 AS answer").first()
                #expect(try row?.decode(column: "answer", as: Int.self) == 42)
            }
        }
    }

    @Test(needsServer, .hangGuard)
    func aStatementOnAConnectionTheServerClosedFailsInsteadOfWaiting() async throws {
        try await PostgresTestServer.withFreshDatabase { url in
            try await PostgresPool.withPool(url: url, maxConnections: 2) { pool in
                let sql = pool.sql
                let outcome = try await sql.withSession { session in
                    let row = try await session.raw("SELECT pg_backend_pid() AS pid").first()
                    let pid = try #require(try row?.decode(column: "pid", as: Int32.self))
                    try await sql.raw("SELECT pg_terminate_backend(\(bind: pid))").run()
                    // The first statements may still reach the server's goodbye; once the connection has closed,
                    // each one fails at once.
                    let closed = await eventualValue { () -> String? in
                        do {
                            try await session.raw("SELECT 1").run()
                            return nil
                        } catch is PostgresConnectionClosed {
                            return "closed"
                        } catch {
                            return nil
                        }
                    }
                    return closed ?? "never closed"
                }
                #expect(outcome == "closed")
                // The pool learns of the closed connection from its channel, a moment later: a statement in between
                // may still be handed that connection and fail, but the pool recovers without the test's help.
                let answer = await eventualValue { () -> Int? in
                    try? await sql.raw("SELECT 41 + 1 AS answer").first()?.decode(column: "answer", as: Int.self)
                }
                #expect(answer == 42)
            }
        }
    }

    @Test(needsServer) func aStartedPoolServesUntilItIsStopped() async throws {
        try await PostgresTestServer.withFreshDatabase { url in
            let log = RecordedLog()
            let pool = try PostgresPool(url: url, logger: log.logger())
            await pool.start()
            var answers: [Int] = []
            for try await answer in try await pool.client.query("SELECT 41 + 1").decode(Int.self) {
                answers.append(answer)
            }
            #expect(answers == [42])
            await pool.stop()
            await #expect(throws: (any Error).self) { try await pool.client.query("SELECT 1") }
        }
    }

    @Test func aStatementWaitsForAConnectionNoLongerThanTheLeaseTimeout() async throws {
        // Nothing listens on port 1: the pool keeps trying to connect, the statement gives up once the lease
        // timeout has passed on the clock, and only then.
        let clock = TestClock()
        let url = "postgres://nobody@127.0.0.1:1/none"
        try await PostgresPool.withPool(url: url, leaseTimeout: .seconds(30), clock: ServerClock(clock)) { pool in
            let statement = Task { try await pool.sql.raw("SELECT 1").run() }
            let waiting = await eventualValue { clock.sleepers == 1 ? true : nil }
            #expect(waiting == true, "the statement never waited on the clock")
            clock.advance(by: .seconds(29))
            #expect(clock.sleepers == 1, "the statement gave up before its lease timeout")
            clock.advance(by: .seconds(1))
            await #expect(throws: PostgresLeaseTimeout.self) { try await statement.value }
        }
    }

    @Test(arguments: ["mysql://127.0.0.1/db", "postgres:///db", "not a url"])
    func aBadURLIsRefusedBeforeAnythingRuns(_ url: String) async throws {
        #expect(throws: PostgresURLError.self) { try PostgresPool(url: url) }
        var ran = false
        await #expect(throws: PostgresURLError.self) {
            try await PostgresPool.withPool(url: url) { _ in ran = true }
        }
        #expect(!ran)
    }
}
