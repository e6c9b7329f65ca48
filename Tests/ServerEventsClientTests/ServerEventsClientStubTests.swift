import Foundation
import ServiceStack
import ServiceStackTesting
import TestSupport
import Testing

@Suite struct ServerEventsClientStubTests {
    struct ChatMessage: Codable, Sendable {
        var from: String
        var text: String
    }

    static func makeClient(
        _ transport: StubEventStreamTransport, channels: [String] = ["home"], clock: TestClock = TestClock()
    ) -> ServerEventsClient {
        let client = ServerEventsClient(
            serviceClient: JsonServiceClient(baseUrl: "http://localhost/", transport: transport), channels: channels,
            clock: clock)
        client.retryDelay = ServerEventsRetryDelay(unit: 0.001, maximum: 0.05)
        return client
    }

    /// Whether the client's next wait ends within `seconds` (the handshake's 30 s wait is over).
    static func waitsAtMost(_ seconds: Int64, _ clock: TestClock) -> Bool {
        clock.nextDeadline.map { $0.offset - clock.now.offset <= .seconds(seconds) } == true
    }

    @Test func dispatchesCommandsHandlersAndMessages() async throws {
        let transport = StubEventStreamTransport()
        let connect = ServerEventFrames.connect(subscriptionId: "s1", channels: ["home"])
        let frames = [
            connect,
            ServerEventFrames.message(id: 2, selector: "cmd.onJoin", json: #"{"userId":"-2"}"#, channel: "home"),
            ServerEventFrames.message(id: 3, selector: "cmd.chat", json: #"{"from":"a","text":"x"}"#, channel: "home"),
            ServerEventFrames.message(
                id: 4, selector: "cmd.ChatMessage", json: #"{"from":"ann","text":"hi"}"#, channel: "home"),
            ServerEventFrames.message(id: 5, selector: "trigger.refresh$#list", json: "{}"),
            ServerEventFrames.frame(id: 6, data: "raw-text"),
        ].joined()
        // Split mid-frame, the way a network delivers it.
        let bytes = Array(frames.utf8)
        transport.enqueue(
            .stream(
                stride(from: 0, to: bytes.count, by: 7).map {
                    String(decoding: bytes[$0..<min($0 + 7, bytes.count)], as: UTF8.self)
                }))
        let client = Self.makeClient(transport)
        let connects = Collected<ServerEventConnect>()
        let joins = Collected<ServerEventCommand>()
        let chats = Collected<String>()
        let typed = Collected<String>()
        let triggers = Collected<String?>()
        let messages = Collected<String>()
        client.onConnect = { connects.append($0) }
        client.onJoin = { joins.append($0) }
        client.handle("cmd.chat") { chats.append($0.json ?? "") }
        client.handle(ChatMessage.self) { chat, message in
            typed.append("\(chat.from):\(chat.text)@\(message.channel ?? "")")
        }
        client.handle("trigger.refresh") { triggers.append($0.cssSelector) }
        client.onMessage = { messages.append($0.data) }
        client.start()
        #expect(await eventually { messages.all.count == 4 })
        #expect(connects.all.map(\.id) == ["s1"])
        #expect(client.connectionInfo?.id == "s1")
        #expect(joins.all.map(\.userId) == ["-2"])
        #expect(chats.all == [#"{"from":"a","text":"x"}"#])
        #expect(typed.all == ["ann:hi@home"])
        #expect(triggers.all == ["#list"])
        #expect(messages.all.last == "raw-text")
        await client.stop()
        #expect(transport.requests(to: "event-unregister").map { $0.query("id") } == ["s1"])
        #expect(transport.openStreamCount == 0)
    }

    @Test func theSequenceSeesEveryMessageAndLeavingItStopsTheClient() async throws {
        let transport = StubEventStreamTransport()
        transport.enqueue(
            .stream([
                ServerEventFrames.connect(subscriptionId: "s1"),
                ServerEventFrames.message(id: 2, selector: "cmd.chat", json: "{}"),
            ]))
        let client = Self.makeClient(transport)
        var selectors: [String?] = []
        for try await message in client {
            selectors.append(message.selector)
            if selectors.count == 2 { break }
        }
        #expect(selectors == ["cmd.onConnect", "cmd.chat"])
        #expect(await eventually { transport.openStreamCount == 0 && !client.isRunning })
        #expect(await eventually { transport.requests(to: "event-unregister").count == 1 })
    }

    @Test func cancellingTheIteratingTaskClosesTheStream() async throws {
        let transport = StubEventStreamTransport()
        transport.enqueue(.stream([ServerEventFrames.connect(subscriptionId: "s1")]))
        let client = Self.makeClient(transport)
        let received = Collected<String>()
        let iterating = Task {
            for try await message in client { received.append(message.selector ?? "") }
        }
        #expect(await eventually { received.all == ["cmd.onConnect"] && transport.openStreamCount == 1 })
        iterating.cancel()
        _ = try? await iterating.value
        #expect(await eventually { transport.openStreamCount == 0 && !client.isRunning })
    }

    @Test func reconnectsWithANewSubscriptionWhenTheStreamEnds() async throws {
        let transport = StubEventStreamTransport()
        transport.enqueue(.stream([ServerEventFrames.connect(subscriptionId: "first")], staysOpen: false))
        transport.enqueue(.stream([ServerEventFrames.connect(subscriptionId: "second")]))
        let client = Self.makeClient(transport)
        let connects = Collected<String>()
        let reconnects = Collected<Bool>()
        client.onConnect = { connects.append($0.id) }
        client.onReconnect = { reconnects.append(true) }
        client.start()
        #expect(await eventually { connects.all == ["first", "second"] && reconnects.all.count == 1 })
        #expect(transport.requests(to: "event-unregister").map { $0.query("id") }.contains("first"))
        await client.stop()
        #expect(transport.openStreamCount == 0)
    }

    @Test func aRefusedSubscriptionFailsTheSequenceWithoutRetrying() async throws {
        let transport = StubEventStreamTransport()
        transport.enqueue(.refusal(status: 401))
        let client = Self.makeClient(transport)
        let errors = Collected<Int>()
        client.onException = { errors.append(($0 as? WebServiceError)?.statusCode ?? 0) }
        await #expect(throws: WebServiceError.self) {
            for try await _ in client {}
        }
        #expect(errors.all == [401])
        // The client stopped before the sequence threw: no loop is left that could try again.
        #expect(!client.isRunning)
        #expect(transport.requests(to: "event-stream").count == 1)
    }

    @Test func heartbeatsGoToTheHeartbeatURL() async throws {
        let transport = StubEventStreamTransport()
        transport.enqueue(
            .stream([ServerEventFrames.connect(subscriptionId: "s1", heartbeatIntervalMs: 20, idleTimeoutMs: 60_000)]))
        let clock = TestClock()
        let client = Self.makeClient(transport, clock: clock)
        let connects = Collected<String>()
        client.onConnect = { connects.append($0.id) }
        client.start()
        // 20 ms is clamped to a second: three seconds hold three heartbeats.
        await run(
            clock, for: .seconds(3),
            settled: {
                connects.all.count == 1
                    && clock.nextDeadline.map { $0.offset - clock.now.offset <= .seconds(1) } == true
            },
            tooMany: { false })
        #expect(await eventually { transport.requests(to: "event-heartbeat").count == 3 })
        #expect(transport.requests(to: "event-heartbeat").allSatisfy { $0.query("id") == "s1" })
        await client.stop()
    }

    @Test func aQuietStreamIsRestartedAfterTheIdleTimeout() async throws {
        let transport = StubEventStreamTransport()
        // A subscription without a heartbeat URL whose stream stays silent after connect.
        let quiet = ServerEventFrames.message(
            id: 1, selector: "cmd.onConnect",
            json: ServerEventFrames.json(["id": "quiet", "heartbeatIntervalMs": "50", "idleTimeoutMs": "120"]))
        transport.enqueue(.stream([quiet]))
        transport.enqueue(.stream([ServerEventFrames.connect(subscriptionId: "next", heartbeatIntervalMs: 60_000)]))
        let clock = TestClock()
        let client = Self.makeClient(transport, clock: clock)
        let connects = Collected<String>()
        let errors = Collected<String>()
        client.onConnect = { connects.append($0.id) }
        client.onException = { errors.append("\($0)") }
        client.start()
        await run(
            clock, for: .seconds(60), settled: { connects.all.count == 1 && Self.waitsAtMost(2, clock) },
            tooMany: { connects.all.count == 2 })
        #expect(await eventually { connects.all == ["quiet", "next"] })
        #expect(errors.all.first?.contains("idle") == true)
        await client.stop()
    }

    @Test func answeredHeartbeatsDoNotKeepASilentStreamAlive() async throws {
        let transport = StubEventStreamTransport()
        // The heartbeat URL answers 200, but no `cmd.onHeartbeat` (nor anything else) comes down the stream.
        let silent = ServerEventFrames.message(
            id: 1, selector: "cmd.onConnect",
            json: ServerEventFrames.json([
                "id": "silent", "heartbeatUrl": "http://localhost/event-heartbeat?id=silent",
                "heartbeatIntervalMs": "30", "idleTimeoutMs": "1500",
            ]))
        transport.enqueue(.stream([silent]))
        transport.enqueue(.stream([ServerEventFrames.connect(subscriptionId: "next", heartbeatIntervalMs: 60_000)]))
        let clock = TestClock()
        let client = Self.makeClient(transport, clock: clock)
        let connects = Collected<String>()
        client.onConnect = { connects.append($0.id) }
        client.start()
        // Heartbeats go out every second (30 ms, clamped) and are answered; with answers counted as activity the
        // client never restarted.
        await run(
            clock, for: .seconds(60), settled: { connects.all.count == 1 && Self.waitsAtMost(2, clock) },
            tooMany: { connects.all.count == 2 })
        #expect(await eventually { connects.all == ["silent", "next"] })
        #expect(transport.requests(to: "event-heartbeat").count >= 1)
        await client.stop()
    }

    @Test func channelChangesGoToTheServerAndSurviveReconnects() async throws {
        let transport = StubEventStreamTransport()
        transport.enqueue(.stream([ServerEventFrames.connect(subscriptionId: "s1")], staysOpen: false))
        transport.enqueue(.stream([ServerEventFrames.connect(subscriptionId: "s2")]))
        let client = Self.makeClient(transport, channels: ["home"])
        client.retryDelay = ServerEventsRetryDelay(unit: 0.001, maximum: 0.001)
        let connected = Collected<String>()
        client.onConnect = { connected.append($0.id) }
        try await client.subscribeToChannels(["work"])
        try await client.unsubscribeFromChannels(["home"])
        #expect(client.channels == ["work"])
        client.start()
        #expect(await eventually { connected.all == ["s1", "s2"] })
        let streams = transport.requests(to: "event-stream")
        #expect(streams.last?.query("channels") == "work")
        try await client.subscribeToChannels(["news"])
        let update = transport.requests(to: "event-subscribers/s2").last
        #expect(update?.method == "POST")
        #expect(try update?.decode(UpdateEventSubscriber.self).subscribeChannels == ["news"])
        #expect(client.channels == ["work", "news"])
        await client.stop()
    }
}
