import Foundation
import ServiceStack
import ServiceStackTesting
import TestSupport
import Testing

/// The client against streams that would fill its memory: a line that never ends, huge frames, ordinary frames at
/// full speed for a loop that does not keep up. Its own counters (`peakBufferedBytes`, `bufferedBytes`) must stay
/// within its limits, on both transports.
@Suite(.serialized) struct HostileStreamMemoryTests {
    static let frameLimit = 256 * 1024
    static let bufferLimit = 256 * 1024
    /// The frame being read, the transport's unread bytes and the piece in hand, and the messages waiting for a
    /// loop; with room for one socket read.
    static let memoryBound = frameLimit + 2 * bufferLimit + 128 * 1024

    static func limitedClient(_ server: HostileServer, _ transport: any ServiceClientTransport) -> ServerEventsClient {
        let client = makeHostileClient(server, transport: transport)
        client.maxFrameBytes = frameLimit
        client.maxBufferedBytes = bufferLimit
        client.retryDelay = ServerEventsRetryDelay(unit: 0, maximum: 0)
        return client
    }

    static func isConnectionLimit(_ error: any Error) -> Bool {
        if error is ServerEventParser.FrameTooLarge { return true }
        if case .responseTooLarge = error as? ServiceClientError { return true }
        return false
    }

    static func expectReleased(
        _ client: ServerEventsClient, _ transport: any ServiceClientTransport, _ server: HostileServer
    ) async {
        #expect(client.bufferedBytes == 0)
        if let session = transport as? URLSessionTransport {
            #expect(await eventually { session.openStreamCount == 0 })
        }
        #expect(await eventually { server.endedEventStreams == server.streams })
    }

    @Test(arguments: StreamingTransportKind.allCases)
    func aLineThatNeverEndsFailsTheConnectionAtTheFrameLimit(_ kind: StreamingTransportKind) async throws {
        try await withHostileEvents(.neverEndingLine) { server in
            let transport = kind.makeTransport()
            let client = Self.limitedClient(server, transport)
            let reported = Reported()
            client.onException = { reported.append($0) }
            client.start()
            // Each connection fails at the limit and the client starts over.
            #expect(await eventually { reported.count(where: Self.isConnectionLimit) >= 3 })
            #expect(server.streams >= 3)
            await client.stop()
            #expect(client.peakBufferedBytes > 0)
            #expect(client.peakBufferedBytes <= Self.memoryBound)
            await Self.expectReleased(client, transport, server)
        }
    }

    @Test(arguments: StreamingTransportKind.allCases)
    func framesOverTheLimitFailTheConnection(_ kind: StreamingTransportKind) async throws {
        try await withHostileEvents(.hugeFrames(bytes: 1024 * 1024)) { server in
            let transport = kind.makeTransport()
            let client = Self.limitedClient(server, transport)
            let reported = Reported()
            let chats = Collected<Int>()
            client.onException = { reported.append($0) }
            client.handle("cmd.chat") { chats.append($0.data.utf8.count) }
            client.start()
            #expect(await eventually { reported.count(where: Self.isConnectionLimit) >= 3 })
            await client.stop()
            #expect(chats.all.isEmpty)
            #expect(client.peakBufferedBytes <= Self.memoryBound)
            await Self.expectReleased(client, transport, server)
        }
    }

    /// With AsyncHTTPClient the server can send only as fast as the loop takes the messages, and every one
    /// arrives. URLSession cannot slow a server down: when the loop falls a buffer behind, the connection fails
    /// and starts over.
    @Test(arguments: StreamingTransportKind.allCases)
    func largeFramesUnderTheLimitReachALoop(_ kind: StreamingTransportKind) async throws {
        try await withHostileEvents(.hugeFrames(bytes: 200 * 1024)) { server in
            let transport = kind.makeTransport()
            let client = Self.limitedClient(server, transport)
            let reported = Reported()
            client.onException = { reported.append($0) }
            let sizes = Collected<Int>()
            let loop = Task {
                for try await message in client where message.selector == "cmd.chat" {
                    sizes.append(message.data.utf8.count)
                    if sizes.all.count == 20 { break }
                }
            }
            #expect(
                await eventually {
                    sizes.all.count == 20 || (kind == .urlSession && reported.count(where: Self.isConnectionLimit) >= 3)
                })
            loop.cancel()
            _ = try? await loop.value
            if kind == .asyncHTTPClient {
                #expect(sizes.all.count == 20)
                #expect(reported.all.isEmpty)
            }
            #expect(sizes.all.allSatisfy { $0 > 190 * 1024 && $0 <= 200 * 1024 })
            #expect(await eventually { !client.isRunning })
            #expect(client.peakBufferedBytes <= Self.memoryBound)
            await Self.expectReleased(client, transport, server)
        }
    }

    @Test(arguments: StreamingTransportKind.allCases)
    func aLoopThatStopsTakingMessagesStopsTheReading(_ kind: StreamingTransportKind) async throws {
        try await withHostileEvents(.flood) { server in
            let transport = kind.makeTransport()
            let client = Self.limitedClient(server, transport)
            let (paused, release) = AsyncStream<Void>.makeStream()
            let taken = Collected<String>()
            let loop = Task {
                for try await message in client {
                    taken.append(message.selector ?? "")
                    if taken.all.count == 2 { for await _ in paused {} }
                }
            }
            // Not reading, the client holds its limits: AsyncHTTPClient stops reading the socket (the server's
            // writes stall), URLSession fails the connection once its buffer is full. Before, the client read on
            // at full speed and kept every message for the loop.
            let everything = 64 * 1024 * 1024
            #expect(await eventually { server.endedEventStreams >= 1 || server.eventStreamBytes >= everything })
            // URLSession cannot stop the server from writing: it fails the connection and reconnects, so only the
            // client's own buffer is bounded there; AsyncHTTPClient stops the server's writes.
            if kind == .asyncHTTPClient { #expect(server.eventStreamBytes < everything) }
            #expect(client.peakBufferedBytes <= Self.memoryBound)
            // URLSession may fail the connection before the loop has taken its second message; it then comes
            // from the next connection, and the loop stops there.
            #expect(await eventually { taken.all.count == 2 })
            release.finish()
            loop.cancel()
            _ = try? await loop.value
            await client.stop()
            await Self.expectReleased(client, transport, server)
        }
    }
}
