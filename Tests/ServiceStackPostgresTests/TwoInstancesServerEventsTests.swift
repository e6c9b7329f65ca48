import Foundation
import PostgresTestSupport
import ServiceStack
import ServiceStackPostgres
import ServiceStackServer
import ServiceStackServerTesting
import ServiceStackTesting
import TestSupport
import Testing

/// Two hosts over 127.0.0.1 on one PostgreSQL database, each with its own pool and broker.
@Suite(.enabled(if: PostgresTestServer.isAvailable, Comment(rawValue: PostgresTestServer.skipReason)))
struct TwoInstancesServerEventsTests {
    @Test func subscribedOnBPublishedOnAReceivedAndADeadInstanceLeavesNoGhosts() async throws {
        try await PostgresTestServer.withFreshDatabase { url in
            let (poolA, poolB) = (try RunningPostgresClient(url: url), try RunningPostgresClient(url: url))
            // Both instances on one test clock: the stale time passes when the test says so.
            let clock = TestClock()
            let time = ServerClock(clock)
            let (hostA, eventsA, brokerA) = try await Self.makeHost(poolA, clock: time)
            let (hostB, eventsB, brokerB) = try await Self.makeHost(poolB, clock: time)
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
                    clock.advance(by: brokerB.options.staleAfter + brokerB.options.refreshInterval)
                    #expect(try await Self.waitForSubscribers(eventsB) { $0 == [subscriberOnB] })
                }
            }
            brokerB.shutdown()
            await poolB.stop()
        }
    }

    /// A host with Server Events on its own broker over `pool`, on `clock`: an hour of stale time and ten minutes
    /// between refreshes, which a broker that waited or measured in real time would not see pass. Its subscribers
    /// stay a day without heartbeats (the clients heartbeat in real time, the test clock leaps), so that only the
    /// dead instance's drop out after the stale time.
    private static func makeHost(_ pool: RunningPostgresClient, clock: ServerClock) async throws -> (
        ServiceStackHost, ServerEvents, PostgresServerEventsBroker
    ) {
        var feature = ServerEventsFeature()
        feature.idleTimeout = .seconds(86400)
        feature.clock = clock
        var options = PostgresServerEventsBrokerOptions()
        options.clock = clock
        options.staleAfter = .seconds(3600)
        options.refreshInterval = .seconds(600)
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
