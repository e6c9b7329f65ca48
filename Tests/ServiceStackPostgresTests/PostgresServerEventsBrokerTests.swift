import Foundation
import PostgresNIO
import PostgresTestSupport
import ServiceStackPostgres
import ServiceStackServer
import ServiceStackTesting
import TestSupport
import Testing

/// Two brokers on one database stand for two server instances.
@Suite(.enabled(if: PostgresTestServer.isAvailable, Comment(rawValue: PostgresTestServer.skipReason)))
struct PostgresServerEventsBrokerTests {
    @Test func messagesPublishedOnOneInstanceReachTheOtherSmallAndLarge() async throws {
        try await PostgresTestServer.withFreshDatabase { url in
            let (a, b) = (try RunningPostgresClient(url: url), try RunningPostgresClient(url: url))
            let brokerA = try await PostgresServerEventsBroker.start(client: a.client)
            let brokerB = try await PostgresServerEventsBroker.start(client: b.client)
            let inbox = EnvelopeInbox()
            let token = try await brokerB.attach(delivering: inbox.deliver)

            let small = Self.envelope(body: "{\"text\":\"hello\"}")
            try await brokerA.publish(small)
            #expect(try await inbox.first { $0 == small } != nil)

            // Far beyond NOTIFY's 8000-byte payload: it travels through the messages table.
            let large = Self.envelope(body: "{\"text\":\"" + String(repeating: "x", count: 50_000) + "\"}")
            try await brokerA.publish(large)
            #expect(try await inbox.first { $0 == large } != nil)

            await brokerB.detach(token)
            await a.stop()
            await b.stop()
        }
    }

    @Test func subscriptionsOfAnInstanceThatDiedDropOutOfTheListsAfterTheStaleTime() async throws {
        try await PostgresTestServer.withFreshDatabase { url in
            // Both instances on one test clock: the stale time passes when the test says so. An hour of it, and
            // ten minutes between refreshes: a broker that waited or measured in real time fails the wait below.
            let clock = TestClock()
            var options = PostgresServerEventsBrokerOptions()
            options.clock = ServerClock(clock)
            options.staleAfter = .seconds(3600)
            options.refreshInterval = .seconds(600)
            let (a, b) = (try RunningPostgresClient(url: url), try RunningPostgresClient(url: url))
            let brokerA = try await PostgresServerEventsBroker.start(client: a.client, options: options)
            let brokerB = try await PostgresServerEventsBroker.start(client: b.client, options: options)
            let tokenA = try await brokerA.attach { _ in }
            let tokenB = try await brokerB.attach { _ in }
            try await brokerB.save(Self.subscription("on-b", server: "B"))
            try await brokerA.save(Self.subscription("on-a", server: "A"))
            #expect(try await brokerB.subscriptions().map(\.id) == ["on-b", "on-a"])

            // A dies: its pool goes away without removing its subscription.
            await brokerA.detach(tokenA)
            await a.stop()
            clock.advance(by: options.staleAfter - .seconds(1))
            #expect(try await brokerB.subscriptions().map(\.id) == ["on-b", "on-a"])

            // B's next refresh keeps its own subscription listed; A's is older than the stale time.
            clock.advance(by: options.refreshInterval + .seconds(1))
            let listed = try await eventualValue {
                let ids = try await brokerB.subscriptions().map(\.id)
                return ids == ["on-b"] ? ids : nil
            }
            #expect(listed == ["on-b"])
            await brokerB.detach(tokenB)
            await b.stop()
        }
    }

    @Test func aLostListenConnectionListensAgain() async throws {
        try await PostgresTestServer.withFreshDatabase { url in
            // The reconnection waits an hour on a test clock, which the test moves while it waits.
            let clock = TestClock()
            var options = PostgresServerEventsBrokerOptions()
            options.clock = ServerClock(clock)
            options.reconnectDelay = .seconds(3600)
            let (a, b) = (try RunningPostgresClient(url: url), try RunningPostgresClient(url: url))
            let brokerA = try await PostgresServerEventsBroker.start(client: a.client, options: options)
            let brokerB = try await PostgresServerEventsBroker.start(client: b.client, options: options)
            let inbox = EnvelopeInbox()
            let token = try await brokerB.attach(delivering: inbox.deliver)

            let terminated = try await a.client.query(
                """
                SELECT pg_terminate_backend(pid) FROM pg_stat_activity
                WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()
                """)
            var count = 0
            for try await _ in terminated.decode(Bool.self) { count += 1 }
            #expect(count == 1)

            // Published until one arrives: those sent before B listens again are lost, as documented.
            let arrived = try await eventualValue { () -> ServerEventEnvelope? in
                clock.advance(by: options.reconnectDelay)
                let envelope = Self.envelope(body: "{\"n\":\"\(UUID().uuidString)\"}")
                try await brokerA.publish(envelope)
                return try await inbox.first(within: 0.5) { $0 == envelope }
            }
            #expect(arrived != nil)
            await brokerB.detach(token)
            await a.stop()
            await b.stop()
        }
    }

    static func envelope(body: String) -> ServerEventEnvelope {
        ServerEventEnvelope(audience: .everyone, channel: "home", selector: "cmd.Test", body: body)
    }

    static func subscription(_ id: String, server: String) -> ServerEventSubscriptionInfo {
        ServerEventSubscriptionInfo(
            id: id, userId: "-1", userName: "", displayName: "user", sessionId: nil, isAuthenticated: false,
            profileUrl: nil, channels: ["home"], createdAt: Date(), serverId: server)
    }
}
