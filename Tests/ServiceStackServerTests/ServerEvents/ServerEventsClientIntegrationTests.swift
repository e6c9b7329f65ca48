import Foundation
import ServiceStack
import ServiceStackServer
import ServiceStackServerTesting
import TestServices
import TestSupport
import Testing

/// `ServerEventsClient` against the Swift host's Server Events over HTTP on 127.0.0.1.
@Suite struct ServerEventsClientIntegrationTests {
    /// Values collected from callbacks running on other tasks.
    final class Received<Value>: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [Value] = []

        func append(_ value: Value) { lock.withLock { values.append(value) } }
        var all: [Value] { lock.withLock { values } }
    }

    @Test func aSignedInClientSubscribesAsItsUserAndReceivesTypedChats() async throws {
        try await withEventsHost(tuned { $0.limitToAuthenticatedUsers = true }) { client, events in
            let anonymous = ServerEventsClient(serviceClient: client.makeClient(), channels: ["home"])
            await #expect(throws: WebServiceError.self) { for try await _ in anonymous {} }

            let signedIn = client.makeClient()
            signedIn.bearerToken = try await signIn(client.makeClient())
            let subscriber = ServerEventsClient(serviceClient: signedIn, channels: ["home"])
            let connects = Received<ServerEventConnect>()
            let joins = Received<String>()
            let chats = Received<String>()
            subscriber.onConnect = { connects.append($0) }
            subscriber.onJoin = { joins.append($0.meta["id"] ?? "") }
            subscriber.handle(ChatMessage.self) { chat, message in
                chats.append("\(message.channel ?? "")|\(chat.fromName ?? "")|\(chat.message ?? "")")
            }
            subscriber.start()
            #expect(await eventually { connects.all.count == 1 })
            let connect = try #require(connects.all.first)
            #expect(connect.isAuthenticated)
            #expect(connect.userId == "1")
            #expect(await eventually { joins.all == [connect.id] })

            let chat: ChatMessage = try await signedIn.postAsync(
                PostChatToChannel(from: connect.id, channel: "home", message: "hello ✓"))
            #expect(await eventually { chats.all == ["home|\(chat.fromName ?? "")|hello ✓"] })

            let listed = try await subscriber.getChannelSubscribers(channels: ["home"])
            #expect(listed.map { $0.meta["id"] } == [connect.id])
            try await subscriber.subscribeToChannels(["work"])
            #expect(try await events.subscriptions(inChannels: ["work"]).map(\.id) == [connect.id])
            #expect(subscriber.channels == ["home", "work"])

            await subscriber.stop()
            #expect(await eventually { events.localSubscriptionCount == 0 })
        }
    }

    @Test func anUnregisteredSubscriptionReconnectsAsANewOne() async throws {
        try await withEventsHost { client, events in
            let subscriber = ServerEventsClient(serviceClient: client.makeClient(), channels: ["home"])
            subscriber.retryDelay = ServerEventsRetryDelay(unit: 0.001, maximum: 0.05)
            let connects = Received<String>()
            let reconnects = Received<Bool>()
            let unregisterUrls = Received<String>()
            subscriber.onConnect = {
                connects.append($0.id)
                unregisterUrls.append($0.unRegisterUrl)
            }
            subscriber.onReconnect = { reconnects.append(true) }
            subscriber.start()
            #expect(await eventually { connects.all.count == 1 })
            let first = try #require(connects.all.first)

            // The server ends the first subscription's stream.
            _ = try await client.execute("POST", try #require(unregisterUrls.all.first))
            #expect(await eventually { connects.all.count == 2 && reconnects.all.count == 1 })
            let second = try #require(connects.all.last)
            #expect(second != first)
            #expect(try await events.subscriptions().map(\.id) == [second])

            await subscriber.stop()
            #expect(await eventually { events.localSubscriptionCount == 0 })
        }
    }
}
