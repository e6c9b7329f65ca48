import Foundation
import ServiceStack
import ServiceStackTesting
import TestSupport
import Testing

/// Frames a client must not trust: a `cmd.onConnect` in the middle of a connection, JSON that does not decode,
/// text with the line separators Swift counts as line breaks.
@Suite(.serialized) struct HostileStreamFrameTests {
    struct Chat: Codable, Sendable {
        var text: String
    }

    @Test(arguments: StreamingTransportKind.allCases)
    func aHandshakeAfterTheFirstFrameIsReportedAndIgnored(_ kind: StreamingTransportKind) async throws {
        let foreign = try HostileServer(routes: ["/event-heartbeat": .emptyJson, "/event-unregister": .emptyJson])
        defer { foreign.stop() }
        try await withHostileEvents(.spoofedHandshake(spoofBase: foreign.baseUrl)) { server in
            let clock = TestClock()
            let client = makeHostileClient(server, transport: kind.makeTransport(), clock: clock)
            let connects = Collected<String>()
            let chats = Collected<String>()
            let reported = Reported()
            client.onConnect = { connects.append($0.id) }
            client.handle("cmd.chat") { message in chats.append((try? message.decode(Chat.self).text) ?? "") }
            client.onException = { reported.append($0) }
            let selectors = Collected<String>()
            let loop = Task {
                for try await message in client { selectors.append(message.selector ?? "") }
            }
            #expect(await eventually { chats.all == ["before", "after"] })
            #expect(connects.all == ["sub1"])
            #expect(client.connectionInfo?.id == "sub1")
            #expect(await eventually { selectors.all.count == 3 })
            #expect(selectors.all == ["cmd.onConnect", "cmd.chat", "cmd.chat"])
            #expect(reported.all.compactMap { $0 as? ServerEventsError } == [.unexpectedHandshake(eventId: 3)])
            // The heartbeats still go to the real subscription's URL.
            #expect(
                await eventually {
                    clock.sleepers == 1
                        && clock.nextDeadline.map { $0.offset - clock.now.offset == .seconds(10) } == true
                })
            clock.advanceToNextDeadline()
            #expect(await eventually { server.heartbeats == 1 })
            #expect(foreign.heartbeats == 0)
            #expect(server.streams == 1)
            loop.cancel()
            _ = try? await loop.value
            #expect(await eventually { server.unregisters == 1 && !client.isRunning })
            #expect(foreign.unregisters == 0)
        }
    }

    @Test(arguments: StreamingTransportKind.allCases)
    func aStreamNotStartingWithTheHandshakeIsGivenUp(_ kind: StreamingTransportKind) async throws {
        let stream = HostileEventStream { connection in
            guard connection.write(HostileEventStream.frame(id: 1, selector: "cmd.chat", json: #"{"text":"x"}"#))
            else { return }
            connection.hold()
        }
        try await withHostileEvents(stream) { server in
            let client = makeHostileClient(server, transport: kind.makeTransport())
            let chats = Collected<String>()
            let reported = Reported()
            client.handle("cmd.chat") { chats.append($0.json ?? "") }
            client.onException = { reported.append($0) }
            client.start()
            #expect(await eventually { server.streams >= 2 })
            await client.stop()
            #expect(chats.all.isEmpty)
            #expect(
                reported.all.compactMap { $0 as? ServerEventsError }.first == .missingHandshake(selector: "cmd.chat"))
        }
    }

    /// A message whose JSON does not decode (here a server that broke a line inside a JSON string) is reported
    /// and skipped; the messages after it arrive on the same connection. U+2028, U+2029 and U+0085 inside a
    /// `data:` line are text, not line breaks.
    @Test(arguments: StreamingTransportKind.allCases)
    func anUndecodableMessageIsSkipped(_ kind: StreamingTransportKind) async throws {
        let separators = "a\u{2028}b\u{2029}c\u{85}d"
        let stream = HostileEventStream { connection in
            let frames =
                HostileEventStream.handshake(connection)
                + "id: 2\ndata: home@cmd.Chat {\"text\":\"broken\ndata: in two\"}\n\n"
                + HostileEventStream.frame(id: 3, selector: "cmd.Chat", json: #"{"text":"next"}"#)
                + HostileEventStream.frame(id: 4, selector: "cmd.Chat", json: "{\"text\":\"\(separators)\"}")
            guard connection.write(frames) else { return }
            connection.hold()
        }
        try await withHostileEvents(stream) { server in
            let client = makeHostileClient(server, transport: kind.makeTransport())
            let chats = Collected<String>()
            let reported = Reported()
            client.handle(Chat.self) { chat, _ in chats.append(chat.text) }
            client.onException = { reported.append($0) }
            client.start()
            #expect(await eventually { chats.all.count == 2 })
            #expect(chats.all == ["next", separators])
            #expect(reported.count(of: DecodingError.self) == 1)
            #expect(server.streams == 1)
            await client.stop()
        }
    }
}
