import Foundation
import PostgresTestSupport
import SQLKit
import ServiceStackSQLStores
import ServiceStackServer
import ServiceStackTesting
import Testing

/// Every `SessionStore` keeps `ss-id` sessions until they expire or end; the SQL store on SQLite and PostgreSQL.
@Suite struct SessionStoreTests {
    @Test func inMemory() async throws {
        let clock = TestClock()
        let time = ServerClock(clock)
        try await Self.checkBehaviour(of: InMemorySessionStore(clock: time), on: time, advancing: clock)
    }

    @Test func sqlite() async throws {
        try await StoreDatabases.withSQLite(Self.checkSQLStore)
    }

    @Test(.enabled(if: PostgresTestServer.isAvailable, Comment(rawValue: PostgresTestServer.skipReason)))
    func postgres() async throws {
        try await StoreDatabases.withPostgres(Self.checkSQLStore)
    }

    /// The behaviour, then a second store opened on the same database (its schema step runs again) that sees the
    /// first one's sessions.
    private static func checkSQLStore(_ database: any SQLDatabase) async throws {
        let clock = TestClock()
        let time = ServerClock(clock)
        try await checkBehaviour(of: SQLSessionStore(database: database, clock: time), on: time, advancing: clock)
        let first = try await SQLSessionStore(database: database)
        let second = try await SQLSessionStore(database: database)
        let shared = stored("shared", expires: Date().addingTimeInterval(600))
        try await first.save(shared)
        #expect(try await second.session(id: "shared") == shared)
    }

    /// The behaviour of `store`, which reads the time from `time`, a test clock the test moves with `clock`.
    static func checkBehaviour(of store: any SessionStore, on time: ServerClock, advancing clock: TestClock)
        async throws
    {
        let live = stored("live", expires: time.now.addingTimeInterval(600))
        try await store.save(live)
        #expect(try await store.session(id: "live") == live)
        #expect(try await store.session(id: "unknown") == nil)
        #expect(try await store.session(id: "live\u{0}") == nil)

        try await store.save(stored("expired", expires: time.now.addingTimeInterval(-5)))
        #expect(try await store.session(id: "expired") == nil)

        #expect(try await store.end(id: "live") == live)
        #expect(try await store.session(id: "live") == nil)
        #expect(try await store.end(id: "live") == nil)

        let brief = stored("brief", expires: time.now.addingTimeInterval(60))
        try await store.save(brief)
        clock.advance(by: .seconds(59))
        #expect(try await store.session(id: "brief") == brief)
        clock.advance(by: .seconds(2))
        #expect(try await store.session(id: "brief") == nil)
    }

    /// A session of a user with roles, an email and a display name, expiring at a whole second as tokens do.
    static func stored(_ id: String, expires: Date) -> StoredSession {
        StoredSession(
            id: id,
            session: AuthSession(
                userId: "7", userName: "ann", displayName: "Ann", email: "ann@example.org", roles: ["Manager"],
                permissions: ["write"]),
            signInId: "sign-in-of-\(id)",
            expires: Date(timeIntervalSince1970: expires.timeIntervalSince1970.rounded(.down)))
    }
}
