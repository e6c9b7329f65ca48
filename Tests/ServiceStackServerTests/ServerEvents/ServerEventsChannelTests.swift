import Foundation
import ServiceStack
import ServiceStackServer
import ServiceStackServerTesting
import TestServices
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Joining, leaving and changing channels, as the members of those channels see it.
@Suite struct ServerEventsChannelTests {
    @Test func membersOfAChannelSeeOthersJoinAndLeave() async throws {
        try await withEventsHost { client, _ in
            let (ann, annConnect) = try await RawEventStream.open(client, channels: "home")
            defer { ann.close() }
            let (carl, _) = try await RawEventStream.open(client, channels: "work")
            defer { carl.close() }
            let (bob, bobConnect) = try await RawEventStream.open(client, channels: "home,work")
            defer { bob.close() }
            let bobId = try #require(bobConnect["id"])
            let bobUnregisterUrl = try #require(bobConnect["unRegisterUrl"])

            let bobJoinSeenByAnn = try await ann.frame {
                $0.data.hasPrefix("home@cmd.onJoin ") && $0.stringValues["id"] == bobId
            }
            #expect(bobJoinSeenByAnn.stringValues["channels"] == "home,work")
            _ = try await carl.frame { $0.data.hasPrefix("work@cmd.onJoin ") && $0.stringValues["id"] == bobId }
            #expect(carl.frames.contains { $0.stringValues["id"] == annConnect["id"] } == false)

            let unregistered = try await client.execute("POST", bobUnregisterUrl)
            #expect(unregistered.status == 200)
            #expect(unregistered.text.contains("\"id\":\"\(bobId)\""))
            _ = try await ann.frame { $0.data.hasPrefix("home@cmd.onLeave ") && $0.stringValues["id"] == bobId }
            _ = try await carl.frame { $0.data.hasPrefix("work@cmd.onLeave ") && $0.stringValues["id"] == bobId }
            #expect(await bob.waitUntilClosed())
        }
    }

    @Test func updatingChannelsTellsTheOldAndNewChannels() async throws {
        try await withEventsHost { client, events in
            let (ann, annConnect) = try await RawEventStream.open(client, channels: "home")
            defer { ann.close() }
            let (carl, _) = try await RawEventStream.open(client, channels: "work")
            defer { carl.close() }
            let (dora, _) = try await RawEventStream.open(client, channels: "home")
            defer { dora.close() }
            let annId = try #require(annConnect["id"])

            let update = UpdateEventSubscriber(id: annId, subscribeChannels: ["work"], unsubscribeChannels: ["home"])
            client.cookieStore.store([try #require(ann.sessionHTTPCookie(port: try client.port))])
            let response: UpdateEventSubscriberResponse = try await client.postAsync(update)
            #expect(response.responseStatus == nil)
            let seenByCarl = try await carl.frame {
                $0.data.hasPrefix("work@cmd.onUpdate ") && $0.stringValues["id"] == annId
            }
            #expect(seenByCarl.stringValues["channels"] == "work")
            let seenByDora = try await dora.frame {
                $0.data.hasPrefix("home@cmd.onUpdate ") && $0.stringValues["id"] == annId
            }
            #expect(seenByDora.stringValues["channels"] == "work")
            _ = try await ann.frame { $0.data.hasPrefix("work@cmd.onUpdate ") }

            try await events.notifyChannel("home", ["text": "to home"], selector: "cmd.note")
            try await events.notifyChannel("work", ["text": "to work"], selector: "cmd.note")
            _ = try await ann.frame { $0.data.hasPrefix("work@cmd.note ") }
            #expect(ann.frames.contains { $0.data.hasPrefix("home@cmd.note") } == false)
        }
    }

    @Test func subscribersAreListedByChannel() async throws {
        try await withEventsHost { client, _ in
            let (ann, annConnect) = try await RawEventStream.open(client, channels: "home")
            defer { ann.close() }
            let (bob, bobConnect) = try await RawEventStream.open(client, channels: "work")
            defer { bob.close() }
            let (watcher, _) = try await RawEventStream.open(client, channels: "home,work")
            defer { watcher.close() }
            client.cookieStore.store([try #require(watcher.sessionHTTPCookie(port: try client.port))])

            let home: [[String: String]] = try await client.getAsync(GetEventSubscribers(channels: ["home"]))
            #expect(home.compactMap { $0["id"] }.contains(try #require(annConnect["id"])))
            #expect(home.count == 2)
            #expect(home.first?["channels"] == "home")
            let both = try await client.execute(
                "GET", "event-subscribers?channels=home,work",
                headers: ["Cookie": "ss-id=\(watcher.sessionCookie ?? "")"])
            #expect(both.status == 200)
            let listed = try JSONDecoder().decode([[String: String]].self, from: both.body)
            #expect(
                Set(listed.compactMap { $0["id"] }).isSuperset(
                    of: [annConnect["id"], bobConnect["id"]].compactMap { $0 }))
            let all: [[String: String]] = try await client.getAsync(GetEventSubscribers())
            #expect(all.count == 3)
        }
    }

    @Test func theSubscriberServicesStayOutOfMetadata() async throws {
        try await withEventsHost { client, _ in
            let metadata = try await client.execute("GET", "types/metadata")
            #expect(metadata.status == 200)
            #expect(!metadata.text.contains("EventSubscriber"))
            #expect(metadata.text.contains("PostChatToChannel"))
        }
    }
}
