import Foundation
import PostgresNIO
import PostgresTestSupport
import ServiceStack
import ServiceStackPostgres
import ServiceStackServer
import ServiceStackServerTesting
import Testing

/// What anonymous subscribers can make the PostgreSQL broker store: joins within the channel limits travel as
/// `NOTIFY` payloads, and requests past them are refused before anything is written.
@Suite(.enabled(if: PostgresTestServer.isAvailable, Comment(rawValue: PostgresTestServer.skipReason)))
struct PostgresServerEventsLimitsTests {
    @Test func joinsWithinTheLimitsStoreNoMessageRowsAndJoinStormsAreRefused() async throws {
        try await PostgresTestServer.withFreshDatabase { url in
            let pool = try RunningPostgresClient(url: url)
            let broker = try await PostgresServerEventsBroker.start(client: pool.client)
            var feature = ServerEventsFeature()
            feature.broker = broker
            let host = ServiceStackHost(name: "Limits")
            let events = host.enableServerEvents(feature)
            try await host.test(.live) { client in
                let longest = (0..<feature.maxChannelsPerSubscription).map { index in
                    String(index) + String(repeating: "c", count: feature.maxChannelNameBytes - String(index).count)
                }
                let subscriber = MessageCollector(
                    ServerEventsClient(serviceClient: client.makeClient(), channels: longest))
                defer { subscriber.stop() }
                let lastChannel = try #require(longest.last)
                #expect(try await subscriber.first { $0.channel == lastChannel && $0.selector == "cmd.onJoin" } != nil)

                let storm = (0..<999).map { String(repeating: "x", count: 50) + String($0) }.joined(separator: ",")
                for _ in 0..<5 {
                    let refused = try await client.execute("GET", "event-stream?channels=\(storm)")
                    #expect(refused.status == 400)
                }
                #expect(try await Self.storedMessages(pool.client) == 0)
                #expect(try await events.subscriptions().count == 1)
            }
            broker.shutdown()
            await pool.stop()
        }
    }

    private static func storedMessages(_ client: PostgresClient) async throws -> Int {
        let rows = try await client.query("SELECT count(*) FROM ss_event_messages")
        for try await count in rows.decode(Int.self) { return count }
        return -1
    }
}
