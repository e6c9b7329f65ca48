import Foundation
import ServiceStack
import ServiceStackServer
import ServiceStackServerTesting
import ServiceStackTesting
import TestServices
import Testing

/// The bytes of the stream, as ServiceStack clients read them.
@Suite struct ServerEventsWireTests {
    @Test func theStreamStartsWithOnConnectThenOnJoinAndCarriesTypedMessages() async throws {
        // The default timings, on a clock only the test moves: the raw stream sends no heartbeat, and a busy
        // machine's full suite can hold this test past the real 30 s idle timeout.
        var feature = ServerEventsFeature()
        feature.clock = ServerClock(TestClock())
        try await withEventsHost(feature) { client, _ in
            let (stream, connect) = try await RawEventStream.open(client, channels: "home,lobby")
            defer { stream.close() }
            let head = stream.head.lowercased()
            #expect(head.hasPrefix("http/1.1 200"))
            #expect(head.contains("content-type: text/event-stream"))
            #expect(head.contains("cache-control: no-cache"))
            #expect(head.contains("transfer-encoding: chunked"))

            let first = try #require(stream.frames.first)
            #expect(first.text.hasPrefix("id: 1\ndata: cmd.onConnect {"))
            #expect(first.text.hasSuffix("}\n\n"))
            let id = try #require(connect["id"])
            #expect(connect["userId"]?.hasPrefix("-") == true)
            #expect(connect["isAuthenticated"] == "false")
            #expect(connect["channels"] == "home,lobby")
            #expect(connect["heartbeatIntervalMs"] == "10000")
            #expect(connect["idleTimeoutMs"] == "30000")
            #expect(Int64(connect["createdAt"] ?? "") != nil)
            let port = try client.port
            let token = try #require(
                connect["heartbeatUrl"].flatMap { URLComponents(string: $0)?.queryItems }?
                    .first { $0.name == "token" }?.value)
            #expect(token.count >= 20)
            #expect(connect["heartbeatUrl"] == "http://127.0.0.1:\(port)/event-heartbeat?id=\(id)&token=\(token)")
            #expect(connect["unRegisterUrl"] == "http://127.0.0.1:\(port)/event-unregister?id=\(id)&token=\(token)")
            #expect(connect["updateSubscriberUrl"] == "http://127.0.0.1:\(port)/event-subscribers/\(id)?token=\(token)")
            #expect(connect["profileUrl"]?.hasPrefix("data:image/svg+xml,") == true)
            #expect(connect["displayName"]?.isEmpty == false)

            let homeJoin = try await stream.frame(startingWith: "home@cmd.onJoin ")
            let lobbyJoin = try await stream.frame(startingWith: "lobby@cmd.onJoin ")
            #expect(homeJoin.id == 2)
            #expect(lobbyJoin.id == 3)
            #expect(homeJoin.stringValues["id"] == id)

            let chat: ChatMessage = try await client.postAsync(
                PostChatToChannel(from: id, channel: "home", message: "hi there"))
            let received = try await stream.frame(startingWith: "home@cmd.ChatMessage ")
            #expect(received.id == 4)
            #expect(received.text.hasPrefix("id: 4\ndata: home@cmd.ChatMessage {\"id\":\(chat.id),"))
            #expect(received.data.contains("\"message\":\"hi there\""))
            #expect(received.data.contains("\"fromUserId\":\"\(connect["userId"] ?? "")\""))
        }
    }

    @Test func selectorsMayCarryTargetsWithSpacesAndCssSelectors() async throws {
        try await withEventsHost { client, events in
            let (stream, _) = try await RawEventStream.open(client)
            defer { stream.close() }
            try await events.notifyChannel("home", "#fff", selector: "css.background-color$#top")
            try await events.notifyAll(["url": "/a"], selector: "tv.watch%20now")
            let css = try await stream.frame(startingWith: "home@css.")
            #expect(css.data == "home@css.background-color$#top \"#fff\"")
            let named = try await stream.frame(startingWith: "tv.")
            #expect(named.data == "tv.watch%20now {\"url\":\"/a\"}")
        }
    }

    @Test func rawMessagesAreSentAsTheirText() async throws {
        try await withEventsHost { client, events in
            let (stream, _) = try await RawEventStream.open(client)
            defer { stream.close() }
            try await events.publish(
                ServerEventEnvelope(audience: .everyone, channel: nil, selector: "", body: "line one\nline two"))
            let raw = try await stream.frame { $0.data.hasPrefix("line one") }
            #expect(raw.text.hasSuffix("data: line one\ndata: line two\n\n"))
            #expect(raw.data == "line one\nline two")
        }
    }

    @Test func anAnonymousCallerGetsASessionCookieOnTheStream() async throws {
        try await withEventsHost { client, _ in
            let (stream, _) = try await RawEventStream.open(client)
            defer { stream.close() }
            #expect(stream.head.lowercased().contains("set-cookie: ss-id="))
        }
    }
}

/// Input that would break the frames of other subscribers is refused or contained.
@Suite struct ServerEventsHostileInputTests {
    @Test(arguments: ["a%40b", "a%20b", "a%0Adata:%20x", "a%0Db", "%E2%80%A8"])
    func channelNamesThatWouldBreakFramesAreRefused(_ channel: String) async throws {
        try await withEventsHost { client, events in
            let response = try await client.execute("GET", "event-stream?channels=\(channel)")
            #expect(response.status == 400)
            #expect(response.responseStatus?.message?.hasPrefix("Invalid channel name") == true)
            #expect(events.localSubscriptionCount == 0)
        }
    }

    @Test func aSelectorWithLineBreaksIsRefused() async throws {
        try await withEventsHost { client, events in
            let (stream, connect) = try await RawEventStream.open(client)
            defer { stream.close() }
            let request = PostChatToChannel(
                from: connect["id"], channel: "home", message: "m", selector: "cmd.x\rid: 99\r\ndata: cmd.forged\nz")
            await #expect(throws: WebServiceError.self) {
                let _: ChatMessage = try await client.postAsync(request)
            }
            try await events.notifyChannel("home", ["text": "after"], selector: "cmd.after")
            _ = try await stream.frame(startingWith: "home@cmd.after ")
            #expect(!stream.frames.contains { $0.id == 99 || $0.data.hasPrefix("cmd.forged") })
        }
    }

    @Test func lineBreaksInARawMessageStayInsideItsFrame() async throws {
        try await withEventsHost { client, events in
            let (stream, _) = try await RawEventStream.open(client)
            defer { stream.close() }
            try await events.publish(
                ServerEventEnvelope(
                    audience: .everyone, channel: "home", selector: "", body: "cmd.x a\rid: 99\r\ndata: cmd.forged\nz"))
            let frame = try await stream.frame(startingWith: "cmd.x a")
            #expect(frame.text.hasPrefix("id: 3\ndata: cmd.x a\ndata: id: 99\ndata: data: cmd.forged\ndata: z\n\n"))
            #expect(!stream.frames.contains { $0.id == 99 || $0.data.hasPrefix("cmd.forged") })
        }
    }
}
