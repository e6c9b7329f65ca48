import Foundation
import ServiceStack
import ServiceStackServer
import ServiceStackServerTesting
import ServiceStackWire
import TestServices
import TestSupport
import Testing

/// `ServerEventsClient` against the Swift host over 127.0.0.1: what a Swift app subscribed to a ServiceStack
/// server sees.
@Suite struct ServerEventsClientOnHostTests {
    @Test func clientsSeeEachOtherJoinChangeChannelsAndLeave() async throws {
        try await withEventsHost { client, _ in
            let ann = ServerEventsClient(serviceClient: client.makeClient(), channels: ["home"])
            let annSaw = EventLog()
            ann.onJoin = { annSaw.add("join \($0.displayName) \($0.channels)") }
            ann.onUpdate = { annSaw.add("update \($0.displayName) \($0.channels)") }
            ann.onLeave = { annSaw.add("leave \($0.displayName)") }
            ann.start()
            defer { Task { await ann.stop() } }
            let annInfo = try await connected(ann)

            let bob = ServerEventsClient(serviceClient: client.makeClient(), channels: ["home", "work"])
            bob.start()
            let bobInfo = try await connected(bob)
            let bobName = bobInfo.displayName
            #expect(await annSaw.waitFor("join \(bobName) [\"home\", \"work\"]"))
            #expect(annSaw.entries.first == "join \(annInfo.displayName) [\"home\"]")

            try await bob.subscribeToChannels(["lobby"])
            #expect(await annSaw.waitFor("update \(bobName) [\"home\", \"work\", \"lobby\"]"))
            #expect(bob.channels == ["home", "work", "lobby"])
            let members = try await ann.getChannelSubscribers(channels: ["home"])
            #expect(Set(members.map(\.displayName)) == [annInfo.displayName, bobName])

            await bob.stop()
            #expect(await annSaw.waitFor("leave \(bobName)"))
        }
    }

    @Test func typedMessagesReachTheirHandlersAndTheSequence() async throws {
        try await withEventsHost { client, _ in
            let events = ServerEventsClient(serviceClient: client.makeClient(), channels: ["home"])
            let chats = EventLog()
            events.handle(ChatMessage.self) { chat, message in
                chats.add("\(message.channel ?? "")|\(message.selector ?? "")|\(chat.message ?? "")")
            }
            let received = Task {
                for try await message in events where message.target == "ChatMessage" {
                    return try message.decode(ChatMessage.self).message
                }
                return nil
            }
            let info = try await connected(events)
            let _: ChatMessage = try await client.postAsync(
                PostChatToChannel(from: info.id, channel: "home", message: "typed"))
            #expect(try await received.value == "typed")
            #expect(await chats.waitFor("home|cmd.ChatMessage|typed"))
            await events.stop()
        }
    }

    @Test func aSignedInClientSubscribesAsItsUserAndSession() async throws {
        try await withEventsHost { client, events in
            let signedIn = client.makeClient()
            signedIn.bearerToken = try await signIn(signedIn)
            let subscriber = ServerEventsClient(serviceClient: signedIn, channels: ["home"])
            let notes = EventLog()
            subscriber.handle("cmd.note") { message in notes.add(message.json ?? "") }
            subscriber.start()
            defer { Task { await subscriber.stop() } }
            let info = try await connected(subscriber)
            #expect(info.userId == "1")
            #expect(info.isAuthenticated)

            let sessionId = try #require(try await events.subscriptions(userId: "1").first?.sessionId)
            #expect(signedIn.getCookies()["ss-id"] == sessionId)
            try await events.notifyUserId("1", ["to": "user"], selector: "cmd.note")
            try await events.notifySession(sessionId, ["to": "session"], selector: "cmd.note")
            #expect(await notes.waitFor(#"{"to":"session"}"#))
            #expect(notes.entries == [#"{"to":"user"}"#, #"{"to":"session"}"#])
        }
    }

    @Test func heartbeatsFollowTheServersInterval() async throws {
        try await withEventsHost(tuned { $0.heartbeatInterval = .milliseconds(200) }) { client, _ in
            let events = ServerEventsClient(serviceClient: client.makeClient(), channels: ["home"])
            let beats = EventLog()
            events.onHeartbeat = { beats.add($0.userId) }
            events.start()
            defer { Task { await events.stop() } }
            let info = try await connected(events)
            #expect(info.heartbeatIntervalMs == 200)
            #expect(await beats.waitForCount(3))
        }
    }

    @Test func anonymousClientsAreRefusedWhenLimitedToAuthenticatedUsers() async throws {
        try await withEventsHost(tuned { $0.limitToAuthenticatedUsers = true }) { client, _ in
            let events = ServerEventsClient(serviceClient: client.makeClient(), channels: ["home"])
            let stream = Task {
                for try await _ in events {}
            }
            let outcome = await stream.result
            guard case .failure(let error) = outcome else {
                Issue.record("the stream of an anonymous client ended without an error")
                return
            }
            #expect((error as? WebServiceError)?.statusCode == 401 || "\(error)".contains("401"))
            #expect(!events.isRunning)
        }
    }

    @Test func cancellingTheIteratingTaskEndsTheSubscription() async throws {
        try await withEventsHost { client, events in
            let subscriber = ServerEventsClient(serviceClient: client.makeClient(), channels: ["home"])
            let iterating = Task {
                for try await _ in subscriber {}
            }
            // Cancelled once the client has its subscription id: before, it cannot unregister, and the server
            // only finds out at its next write or when the subscription expires.
            _ = try await connected(subscriber)
            #expect(events.localSubscriptionCount == 1)
            iterating.cancel()
            _ = await iterating.result
            #expect(await eventually { events.localSubscriptionCount == 0 })
            #expect(await eventually { !subscriber.isRunning })
        }
    }

    @Test func theClientReconnectsAfterTheServerRestarts() async throws {
        let first = try await makeTestHost().start(port: 0)
        let port = first.port
        let events = ServerEventsClient(baseUrl: first.baseUrl, channels: ["home"])
        events.retryDelay = ServerEventsRetryDelay(unit: 0.001, maximum: 0.2)
        let reconnects = EventLog()
        events.onReconnect = { reconnects.add("reconnect") }
        events.start()
        let before = try await connected(events)

        await first.stop()
        let second = try await makeTestHost().start(port: port)
        #expect(await reconnects.waitForCount(1))
        let after = try await connected(events, other: before.id)
        #expect(after.id != before.id)
        #expect(await eventually { second.port == port })
        await events.stop()
        await second.stop()
    }
}

/// Waits until `events` has a subscription (other than `other`), and returns it.
func connected(_ events: ServerEventsClient, other: String? = nil) async throws -> ServerEventConnect {
    let connected = await eventually { events.connectionInfo.map { $0.id != other } ?? false }
    try #require(connected, "no subscription")
    return try #require(events.connectionInfo)
}

/// What callbacks saw, in order, readable from a test.
final class EventLog: Sendable {
    private let lines = Locked<[String]>([])

    func add(_ line: String) {
        lines.withLock { $0.append(line) }
    }

    var entries: [String] { lines.current }

    func waitFor(_ line: String) async -> Bool {
        await eventually { entries.contains(line) }
    }

    func waitForCount(_ count: Int) async -> Bool {
        await eventually { entries.count >= count }
    }
}
