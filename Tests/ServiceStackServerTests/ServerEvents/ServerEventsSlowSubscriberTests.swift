import Foundation
import ServiceStack
import ServiceStackServer
import TestSupport
import Testing

/// A subscriber that does not read never holds the others up, and is dropped once too much waits for it.
@Suite struct ServerEventsSlowSubscriberTests {
    @Test func aSubscriberThatNeverReadsIsDroppedWhileTheOthersGetEverything() async throws {
        try await withEventsHost(
            tuned {
                $0.maxQueuedMessages = 200
                $0.idleTimeout = .seconds(3600)
            }
        ) { client, events in
            let stuck = try RawEventStream(port: try client.port, receiveBufferBytes: 16 * 1024)
            defer { stuck.close() }
            let (reader, _) = try await RawEventStream.open(client)
            defer { reader.close() }
            #expect(await eventually { events.localSubscriptionCount == 2 })

            // Published in rounds of 100, each once the reader has the last: a steady rate the reader keeps up
            // with, while everything piles up for the subscriber that does not read.
            let padding = String(repeating: "x", count: 1_000)
            let total = 5_000
            for round in 0..<(total / 100) {
                for index in (round * 100)..<((round + 1) * 100) {
                    try await events.notifyChannel("home", ["n": "\(index)", "pad": padding], selector: "cmd.tick")
                }
                let received = await reader.count((round + 1) * 100) { $0.data.hasPrefix("home@cmd.tick ") }
                try #require(received == (round + 1) * 100)
            }
            let delivered = await reader.count(total) { $0.data.hasPrefix("home@cmd.tick ") }
            #expect(delivered == total)
            #expect(await eventually { events.localSubscriptionCount == 1 })
            let listed = try await events.subscriptions()
            #expect(listed.count == 1)
        }
    }
}
