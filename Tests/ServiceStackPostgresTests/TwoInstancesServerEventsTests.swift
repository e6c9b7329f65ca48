import Foundation
import PostgresTestSupport
import ServiceStack
import ServiceStackPostgres
import ServiceStackServer
import ServiceStackServerTesting
import TestSupport
import Testing

/// Two hosts over 127.0.0.1 on one PostgreSQL database, each with its own pool and broker.
@Suite(.enabled(if: PostgresTestServer.isAvailable, Comment(rawValue: PostgresTestServer.skipReason)))
struct TwoInstancesServerEventsTests {
    @Test func subscribedOnBPublishedOnAReceivedAndADeadInstanceLeavesNoGhosts() async throws {
        try await PostgresTestServer.withFreshDatabase { url in
            let (poolA, poolB) = (try RunningPostgresClient(url: url), try RunningPostgresClient(url: url))
            let (hostA, eventsA, brokerA) = try await Self.makeHost(poolA)
            let (hostB, eventsB, brokerB) = try await Self.makeHost(poolB)
            try await hostA.test(.live) { clientA in
                try await hostB.test(.live) { clientB in
                    let onB = MessageCollector(
                        ServerEventsClient(serviceClient: clientB.makeClient(), channels: ["home"]))
                    let onA = MessageCollector(
                        ServerEventsClient(serviceClient: clientA.makeClient(), channels: ["home"]))
                    defer {
                        onA.stop()
                        onB.stop()
                    }
                    let subscriberOnA = try #require(try await onA.subscriptionId())
                    let subscriberOnB = try #require(try await onB.subscriptionId())
                    #expect(
                        try await Self.waitForSubscribers(eventsB) {
                            Set($0) == [subscriberOnA, subscriberOnB]
                        })

                    try await eventsA.notifyChannel("home", ["text": "across"], selector: "cmd.Note")
                    #expect(try await onB.first { $0.data.contains("across") } != nil)

                    // A dies: its broker stops refreshing and its pool goes away, so it cannot unregister its
                    // subscriber.
                    brokerA.shutdown()
                    await poolA.stop()
                    let left = try await Self.waitForSubscribers(eventsB) { !$0.contains(subscriberOnA) }
                    #expect(left)
                    #expect(try await eventsB.subscriptions(inChannels: ["home"]).map(\.id) == [subscriberOnB])
                }
            }
            brokerB.shutdown()
            await poolB.stop()
        }
    }

    /// A host with Server Events on its own broker over `pool`, with short timings for the test.
    private static func makeHost(_ pool: RunningPostgresClient) async throws -> (
        ServiceStackHost, ServerEvents, PostgresServerEventsBroker
    ) {
        var feature = ServerEventsFeature()
        feature.heartbeatInterval = .seconds(1)
        feature.idleTimeout = .seconds(3)
        var options = PostgresServerEventsBrokerOptions()
        options.staleAfter = feature.idleTimeout
        options.refreshInterval = .milliseconds(500)
        let broker = try await PostgresServerEventsBroker.start(client: pool.client, options: options)
        feature.broker = broker
        let host = ServiceStackHost(name: "TwoInstances")
        let events = host.enableServerEvents(feature)
        return (host, events, broker)
    }

    /// Waits up to 60 s for the subscriber ids of channel `home`, as `events` lists them, to satisfy `predicate`.
    private static func waitForSubscribers(_ events: ServerEvents, _ predicate: ([String]) -> Bool) async throws
        -> Bool
    {
        try await eventualValue {
            predicate(try await events.subscriptions(inChannels: ["home"]).map(\.id)) ? true : nil
        } ?? false
    }
}
