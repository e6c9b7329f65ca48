import Foundation
import ServiceStack
import ServiceStackServer
import ServiceStackServerTesting
import TestServices
import TestSupport
import Testing

/// What one anonymous request may make the server do: how many channels, which names, how many bytes wait for a
/// subscriber, and what a published frame may contain.
@Suite struct ServerEventsLimitsTests {
    @Test func moreChannelsThanTheLimitIsA400AndCostsNothing() async throws {
        try await withEventsHost(tuned { $0.maxChannelsPerSubscription = 5 }) { client, events in
            let five = (1...5).map { "c\($0)" }.joined(separator: ",")
            let (stream, connect) = try await RawEventStream.open(client, channels: five)
            defer { stream.close() }
            #expect(connect["channels"] == five)

            let six = try await client.execute("GET", "event-stream?channels=\(five),c6")
            #expect(six.status == 400)
            #expect(six.responseStatus?.errorCode == "TooManyChannels")
            let many = (1...10_000).map { "c\($0)" }.joined(separator: ",")
            let tenThousand = try await client.execute("GET", "event-stream?channels=\(many)")
            #expect(tenThousand.status == 400)

            let grow = try await client.execute(
                "POST", try #require(connect["updateSubscriberUrl"]), headers: ["Content-Type": "application/json"],
                body: Data(#"{"subscribeChannels":["c6"]}"#.utf8))
            #expect(grow.status == 400)
            #expect(grow.responseStatus?.errorCode == "TooManyChannels")
            #expect(try await events.subscriptions().first { $0.id == connect["id"] }?.channels.count == 5)
        }
    }

    @Test(arguments: [
        "a\u{202E}b", "zero\u{200B}width", "joiner\u{200D}", "bom\u{FEFF}", "with space", "at@sign", "line\u{2028}",
        String(repeating: "x", count: 65),
    ])
    func channelNamesThatMisleadOrBreakFramesAreA400(_ name: String) async throws {
        try await withEventsHost { client, events in
            let query = name.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
            let response = try await client.execute("GET", "event-stream?channels=\(query)")
            #expect(response.status == 400)
            #expect(response.responseStatus?.errorCode == "InvalidChannel")
            await #expect(throws: HttpError.self) { try await events.notifyChannel(name, ["a": "b"]) }
        }
    }

    @Test func aSubscriberIsDroppedOnceTooManyBytesWaitAndItsConnectionIsClosed() async throws {
        try await withEventsHost(
            tuned {
                $0.maxQueuedMessages = 10_000
                $0.maxQueuedBytes = 256 * 1024
            }
        ) { client, events in
            let stuck = try RawEventStream(port: try client.port, receiveBufferBytes: 16 * 1024)
            defer { stuck.close() }
            #expect(await eventually { events.localSubscriptionCount == 1 })
            let padding = String(repeating: "x", count: 64 * 1024)
            let serverEnd = try SocketBuffers.localPort(of: stuck.connection.fd).flatMap {
                SocketBuffers.descriptor(localPort: try client.port, peerPort: $0)
            }
            var serverSendBuffer = 0
            var published = 0
            // Before the drop, the bytes published sit in the buffers between the server and the subscriber (the
            // writer takes up to the whole queue at once) or in its queue, and one more message overflows that.
            func mostPublished() -> Int {
                serverSendBuffer = max(
                    serverSendBuffer, serverEnd.flatMap { SocketBuffers.sendBufferSize(of: $0) } ?? 0)
                let buffers = BackPressureBound(
                    largestWrite: 256 * 1024, serverSendBuffer: serverSendBuffer,
                    clientReceiveBuffer: SocketBuffers.receiveBufferSize(of: stuck.connection.fd) ?? 0,
                    clientReadBuffer: 0)
                return (buffers.bytes + 256 * 1024) / padding.utf8.count + 1
            }
            // Read back as it grows; once the subscriber is dropped its connection is gone.
            while events.localSubscriptionCount == 1, published < mostPublished() {
                try await events.notifyChannel("home", ["pad": padding], selector: "cmd.big")
                published += 1
            }
            #expect(serverSendBuffer > 0)
            // The queue has overflowed by now; the subscription leaves the list once its stream sees the overflow.
            #expect(
                await eventually { events.localSubscriptionCount == 0 },
                "never dropped: \(published) messages of 64 KB (bound \(mostPublished())) wait")
            stuck.startReading()
            #expect(await stuck.waitUntilClosed(), "the connection of a dropped subscriber stays open")
        }
    }

    @Test func lineSeparatorsInDataNeitherSplitFramesNorBreakTheJson() async throws {
        try await withEventsHost { client, events in
            let (stream, _) = try await RawEventStream.open(client)
            defer { stream.close() }
            let text = "one\u{2028}two\u{2029}three\u{85}four"
            try await events.notifyChannel("home", ["text": text], selector: "cmd.note")
            let frame = try await stream.frame(startingWith: "home@cmd.note ")
            #expect(frame.text.components(separatedBy: "data:").count == 2)
            #expect(frame.data.contains("\\u2028") && frame.data.contains("\\u2029") && frame.data.contains("\\u0085"))
            #expect(frame.stringValues["text"] == text)
        }
    }

    @Test(arguments: ["cmd.onConnect", "cmd.onJoin", "home@cmd.onLeave", "cmd.onHeartbeat", "cmd.onUpdate"])
    func servicesCannotPublishTheServersOwnCommands(_ selector: String) async throws {
        try await withEventsHost { client, events in
            let (stream, _) = try await RawEventStream.open(client)
            defer { stream.close() }
            await #expect(throws: HttpError.self) {
                try await events.notifyChannel("home", ["id": "spoofed"], selector: selector)
            }
            await #expect(throws: HttpError.self) {
                try await events.publish(
                    ServerEventEnvelope(
                        audience: .everyone, channel: "home", selector: "", body: selector + " {\"id\":\"spoofed\"}"))
            }
            let viaService = try await client.execute(
                "POST", "api/PostChatToChannel", headers: ["Content-Type": "application/json"],
                body: Data(#"{"channel":"home","message":"x","selector":"\#(selector)"}"#.utf8))
            #expect(viaService.status == 400)
            try await events.notifyChannel("home", ["ok": "1"], selector: "cmd.online")
            _ = try await stream.frame(startingWith: "home@cmd.online ")
            #expect(!stream.frames.contains { $0.text.contains("spoofed") })
        }
    }

    @Test func everySubscriberHasAProfileUrl() async throws {
        try await withEventsHost { client, _ in
            let (ann, annConnect) = try await RawEventStream.open(client)
            defer { ann.close() }
            #expect(annConnect["profileUrl"]?.isEmpty == false)
            let (bob, _) = try await RawEventStream.open(client)
            defer { bob.close() }
            let join = try await ann.frame {
                $0.data.hasPrefix("home@cmd.onJoin ") && $0.stringValues["id"] != annConnect["id"]
            }
            #expect(join.stringValues["profileUrl"]?.isEmpty == false)
            let listing = try await client.execute(
                "GET", "event-subscribers?channels=home", headers: ["Cookie": "ss-id=\(ann.sessionCookie ?? "")"])
            let subscribers = try JSONDecoder().decode([[String: String]].self, from: listing.body)
            #expect(subscribers.count == 2)
            #expect(subscribers.allSatisfy { $0["profileUrl"]?.isEmpty == false })
        }
    }
}
