import Foundation
import Testing

@testable import ServiceStackServer

/// The local index files each subscription under its channels: a channel's only member is kept without a
/// dictionary of its own, and grows into one (and back out of the index) as members come and go.
@Suite struct LocalSubscriptionIndexTests {
    @Test func aChannelGoesFromOneMemberToManyAndIsForgottenWhenEmpty() {
        var index = LocalSubscriptionIndex()
        let first = Self.subscription("first", channels: ["room", "solo"])
        index.insert(first)
        #expect(Self.ids(index, "room") == ["first"])
        #expect(Self.ids(index, "solo") == ["first"])

        for id in ["second", "third"] { index.insert(Self.subscription(id, channels: ["room"])) }
        #expect(Self.ids(index, "room") == ["first", "second", "third"])
        #expect(Self.ids(index, "solo") == ["first"])

        let removed = index.remove(first)
        let removedAgain = index.remove(first)
        #expect(removed)
        #expect(!removedAgain)
        #expect(Self.ids(index, "room") == ["second", "third"])
        #expect(Self.ids(index, "solo").isEmpty)

        for id in ["second", "third"] {
            let removed = index.remove(Self.subscription(id, channels: ["room"]))
            #expect(removed)
        }
        #expect(Self.ids(index, "room").isEmpty)
        #expect(index.isEmpty)

        index.insert(Self.subscription("fourth", channels: ["room"]))
        #expect(Self.ids(index, "room") == ["fourth"])
    }

    @Test func changingChannelsMovesTheSubscription() throws {
        var index = LocalSubscriptionIndex()
        let moving = Self.subscription("moving", channels: ["solo"])
        index.insert(moving)
        index.insert(Self.subscription("staying", channels: ["room"]))
        let (before, after) = try index.updateChannels(
            of: moving, subscribe: ["room"], unsubscribe: ["solo"], maxChannels: 10)
        #expect(before.channels == ["solo"])
        #expect(after.channels == ["room"])
        #expect(Self.ids(index, "solo").isEmpty)
        #expect(Self.ids(index, "room") == ["moving", "staying"])
    }

    private static func ids(_ index: LocalSubscriptionIndex, _ channel: String) -> Set<String> {
        let envelope = ServerEventEnvelope(audience: .everyone, channel: channel, selector: "cmd.ping", body: "{}")
        return Set(index.receivers(of: envelope).map(\.id))
    }

    private static func subscription(_ id: String, channels: [String]) -> LocalSubscription {
        let info = ServerEventSubscriptionInfo(
            id: id, userId: "-1", userName: "", displayName: "user1", sessionId: nil, isAuthenticated: false,
            profileUrl: nil, channels: channels, createdAt: Date(timeIntervalSince1970: 0), serverId: "test")
        return LocalSubscription(info: info, capacity: 10, maxBytes: 10_000, startedAt: .zero)
    }
}
