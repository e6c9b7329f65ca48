import ServiceStack
import ServiceStackServer
import Testing

/// One message to many subscribers: its `data:` lines are rendered once and shared, while every subscription keeps
/// numbering its own frames.
@Suite struct ServerEventsFanOutTests {
    @Test func aSharedMessageCarriesEachSubscriptionsOwnId() async throws {
        try await withEventsHost { client, events in
            let (first, _) = try await RawEventStream.open(client)
            defer { first.close() }
            let (second, secondConnect) = try await RawEventStream.open(client)
            defer { second.close() }
            _ = try await first.frame {
                $0.selector == "home@cmd.onJoin" && $0.stringValues["id"] == secondConnect["id"]
            }
            _ = try await second.frame(startingWith: "home@cmd.onJoin ")

            try await events.publish(
                ServerEventEnvelope(audience: .everyone, channel: nil, selector: "", body: "one\r\ntwo\nthree"))

            let toFirst = try await first.frame { $0.data.hasPrefix("one") }
            let toSecond = try await second.frame { $0.data.hasPrefix("one") }
            #expect(toFirst.text == "id: 4\ndata: one\ndata: two\ndata: three\n\n")
            #expect(toSecond.text == "id: 3\ndata: one\ndata: two\ndata: three\n\n")
        }
    }

    @Test func aChannelMessageReachesOnlyThatChannelsSubscribers() async throws {
        try await withEventsHost { client, events in
            let (inHome, _) = try await RawEventStream.open(client, channels: "home")
            defer { inHome.close() }
            let (elsewhere, _) = try await RawEventStream.open(client, channels: "away")
            defer { elsewhere.close() }
            try await events.notifyChannel("home", ["n": 1], selector: "cmd.homeOnly")
            try await events.notifyAll(["n": 2], selector: "cmd.everyone")
            _ = try await inHome.frame(startingWith: "home@cmd.homeOnly ")
            _ = try await elsewhere.frame(startingWith: "cmd.everyone ")
            _ = try await inHome.frame(startingWith: "cmd.everyone ")
            #expect(!elsewhere.frames.contains { $0.data.contains("homeOnly") })
        }
    }
}
