import Foundation
import PostgresTestSupport
import SQLKit
import ServiceStackSQLStores
import ServiceStackServer
import ServiceStackTesting
import Testing

/// Every `TokenRevocationStore` revokes by token id, by sign-in and by cutoff, and forgets what expired.
@Suite struct TokenRevocationStoreTests {
    @Test func inMemory() async throws {
        let clock = TestClock()
        let time = ServerClock(clock)
        try await Self.checkBehaviour(of: InMemoryTokenRevocationStore(clock: time), on: time, advancing: clock)
    }

    @Test func sqlite() async throws {
        try await StoreDatabases.withSQLite(Self.checkSQLStore)
    }

    @Test(.enabled(if: PostgresTestServer.isAvailable, Comment(rawValue: PostgresTestServer.skipReason)))
    func postgres() async throws {
        try await StoreDatabases.withPostgres(Self.checkSQLStore)
    }

    private static func checkSQLStore(_ database: any SQLDatabase) async throws {
        let clock = TestClock()
        let time = ServerClock(clock)
        try await checkBehaviour(
            of: SQLTokenRevocationStore(database: database, clock: time), on: time, advancing: clock)
        let second = try await SQLTokenRevocationStore(database: database)
        #expect(try await second.isRevoked(tokenId: "token-1", issuedAt: nil, signInId: nil))
    }

    /// The behaviour of `store`, which reads the time from `time`, a test clock the test moves with `clock`.
    static func checkBehaviour(
        of store: any TokenRevocationStore, on time: ServerClock, advancing clock: TestClock
    ) async throws {
        let later = time.now.addingTimeInterval(600)
        #expect(try await !store.isRevoked(tokenId: "token-1", issuedAt: time.now, signInId: "sign-in-1"))

        try await store.revoke(tokenId: "token-1", expires: later)
        #expect(try await store.isRevoked(tokenId: "token-1", issuedAt: nil, signInId: nil))
        #expect(try await !store.isRevoked(tokenId: "token-2", issuedAt: nil, signInId: nil))

        try await store.revoke(signInId: "sign-in-1", expires: later)
        #expect(try await store.isRevoked(signInId: "sign-in-1"))
        #expect(try await store.isRevoked(tokenId: "token-2", issuedAt: nil, signInId: "sign-in-1"))
        #expect(try await !store.isRevoked(signInId: "sign-in-2"))

        let cutoff = Date(timeIntervalSince1970: 2_000_000_000)
        try await store.revokeAll(issuedBefore: cutoff)
        #expect(try await store.isRevoked(tokenId: nil, issuedAt: cutoff.addingTimeInterval(-1), signInId: nil))
        #expect(try await !store.isRevoked(tokenId: nil, issuedAt: cutoff, signInId: nil))
        #expect(try await !store.isRevoked(tokenId: "token-2", issuedAt: nil, signInId: nil))

        // A revocation whose token expired is dropped when the next one is recorded.
        try await store.revoke(tokenId: "expired", expires: time.now.addingTimeInterval(-5))
        try await store.revoke(tokenId: "token-3", expires: later)
        #expect(try await !store.isRevoked(tokenId: "expired", issuedAt: nil, signInId: nil))

        // And so is one whose token expires while the clock moves on.
        try await store.revoke(signInId: "brief", expires: time.now.addingTimeInterval(60))
        clock.advance(by: .seconds(59))
        try await store.revoke(signInId: "sign-in-3", expires: later)
        #expect(try await store.isRevoked(signInId: "brief"))
        clock.advance(by: .seconds(2))
        try await store.revoke(signInId: "sign-in-4", expires: later)
        #expect(try await !store.isRevoked(signInId: "brief"))
    }
}
