import Foundation
import Hummingbird
import NIOCore
import ServiceLifecycle
import ServiceStack
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// How each transport reads a streamed body (on Linux the URLSession transport reads plain-HTTP streams from a
/// socket of its own): every piece is handed on as it arrives, pieces split inside a frame join up, and a reader
/// that goes away closes the connection.
@Suite(.serialized, .hangGuard) struct StreamReadingTests {
    /// The server writes frame `n + 1` only once the reader has all of frame `n`: a transport that held bytes back
    /// waiting for more would never get there.
    @Test(arguments: StreamingTransportKind.allCases)
    func framesArriveOneByOneAsTheyAreWritten(_ kind: StreamingTransportKind) async throws {
        let server = try await LockstepServer.start(frames: 4)
        guard let transport = kind.makeTransport() as? any ServiceClientStreamingTransport,
            let url = URL(string: "http://127.0.0.1:\(server.port)/lockstep")
        else {
            Issue.record("not a streaming transport")
            return
        }
        let response = try await transport.stream(Self.patientRequest(url), maxBufferedBytes: 1024)
        #expect(response.statusCode == 200)
        var text = ""
        var seen = 0
        for try await piece in response.body {
            text += String(decoding: piece, as: UTF8.self)
            while text.contains(LockstepServer.frame(seen)) {
                seen += 1
                server.allowNextFrame()
            }
        }
        #expect(seen == 4)
        #expect(text == (0..<4).map(LockstepServer.frame).joined())
        await server.stop()
    }

    /// A request whose waits for bytes are bounded by ten minutes rather than URLRequest's default minute: the next
    /// frame waits for the test's task and the server's, which a busy test run may not schedule for a long while.
    static func patientRequest(_ url: URL) -> URLRequest {
        var request = URLRequest(url: url)
        request.timeoutInterval = 600
        return request
    }

    @Test(arguments: StreamingTransportKind.allCases)
    func aReaderThatGoesAwayClosesTheConnection(_ kind: StreamingTransportKind) async throws {
        let server = try await LockstepServer.start(frames: 1_000)
        let transport = kind.makeTransport()
        guard let streaming = transport as? any ServiceClientStreamingTransport,
            let url = URL(string: "http://127.0.0.1:\(server.port)/lockstep")
        else {
            Issue.record("not a streaming transport")
            return
        }
        let reading = Task {
            let response = try await streaming.stream(URLRequest(url: url), maxBufferedBytes: 1024)
            for try await _ in response.body { server.allowNextFrame() }
        }
        #expect(await eventually { server.framesWritten >= 2 })
        reading.cancel()
        _ = try? await reading.value
        // The server sees the closed connection at its next write.
        #expect(
            await eventually {
                server.allowNextFrame()
                return server.openStreams == 0
            })
        if let session = transport as? URLSessionTransport {
            #expect(await eventually { session.openStreamCount == 0 })
        }
        await server.stop()
    }

    /// A chunk size the reader cannot trust fails the read with an error.
    @Test(arguments: StreamingTransportKind.allCases)
    func aMalformedChunkFailsTheRead(_ kind: StreamingTransportKind) async throws {
        let response = "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n-1\r\nx\r\n0\r\n\r\n"
        let server = try HostileServer(routes: ["/bad": .raw(Data(response.utf8))])
        defer { server.stop() }
        guard let transport = kind.makeTransport() as? any ServiceClientStreamingTransport,
            let url = URL(string: "\(server.baseUrl)/bad")
        else {
            Issue.record("not a streaming transport")
            return
        }
        var received = Data()
        var failure: (any Error)?
        do {
            let stream = try await transport.stream(Self.patientRequest(url), maxBufferedBytes: 1024)
            for try await piece in stream.body { received += piece }
        } catch {
            failure = error
        }
        #expect(failure != nil)
        #if canImport(FoundationNetworking)
            // URLSessionTransport reads this stream itself: a clear error (a failure drops bytes not yet read, so
            // the reader may or may not have had the chunk before it).
            if kind == .urlSession {
                #expect(Data("hello".utf8).starts(with: received))
                guard case .invalidResponse = failure as? ServiceClientError else {
                    Issue.record("expected invalidResponse, got \(String(describing: failure))")
                    return
                }
            }
        #endif
    }

    #if canImport(FoundationNetworking)
        /// Streams cancelled while connecting, and streams cancelled while reading, leave no socket open.
        @Test func cancelledStreamsLeaveNoDescriptorOpen() async throws {
            let server = try await LockstepServer.start(frames: 1_000)
            let transport = URLSessionTransport()
            guard let url = URL(string: "http://127.0.0.1:\(server.port)/lockstep") else { return }
            let streams = 32
            let readers = (0..<streams).map { _ in
                Task {
                    let response = try await transport.stream(URLRequest(url: url), maxBufferedBytes: 1024)
                    for try await _ in response.body {}
                }
            }
            // Half are cancelled at once (some while connecting), the others once the server has them all.
            for reader in readers.prefix(streams / 2) { reader.cancel() }
            #expect(await eventually { server.openStreams >= streams / 2 })
            for reader in readers { reader.cancel() }
            for reader in readers { _ = try? await reader.value }
            #expect(await eventually { transport.openStreamCount == 0 })
            #expect(
                await eventually {
                    server.allowNextFrame()
                    return server.openStreams == 0
                })
            // A client socket left open stays ESTABLISHED, or CLOSE_WAIT once the server closed its side. Only the
            // sockets to this server count: other suites running alongside open descriptors of their own.
            #expect(await eventually { Self.openClientSockets(toPort: server.port) == 0 })
            await server.stop()
        }

        /// The IPv4 sockets whose remote end is `port` and that are established or waiting for their own close.
        private static func openClientSockets(toPort port: Int) -> Int {
            guard let table = try? String(contentsOfFile: "/proc/net/tcp", encoding: .utf8) else { return 0 }
            let established = "01"
            let closeWait = "08"
            return table.split(separator: "\n").dropFirst().filter { line in
                let fields = line.split(separator: " ")
                guard fields.count > 3,
                    let remotePort = fields[2].split(separator: ":").last.flatMap({ Int($0, radix: 16) })
                else { return false }
                return remotePort == port && (fields[3] == established || fields[3] == closeWait)
            }.count
        }
    #endif
}

/// A Hummingbird server whose `/lockstep` stream writes numbered frames, each in three pieces split inside its
/// line, one frame per `allowNextFrame()`.
private final class LockstepServer: Sendable {
    private struct State {
        var open = 0
        var written = 0
        var allowances: [AsyncStream<Void>.Continuation] = []
    }

    let port: Int
    private let state: Guarded<State>
    private let services: ServiceGroup
    private let task: Task<Void, any Error>

    private init(port: Int, state: Guarded<State>, services: ServiceGroup, task: Task<Void, any Error>) {
        self.port = port
        self.state = state
        self.services = services
        self.task = task
    }

    static func frame(_ number: Int) -> String { "id: \(number)\ndata: frame \(number)\n\n" }

    var openStreams: Int { state.withLock { $0.open } }
    var framesWritten: Int { state.withLock { $0.written } }

    func allowNextFrame() {
        for allowance in state.withLock({ $0.allowances }) { allowance.yield() }
    }

    static func start(frames: Int) async throws -> LockstepServer {
        let state = Guarded(State())
        let router = Router()
        router.get("lockstep") { _, _ -> Response in
            let (allowed, allowance) = AsyncStream.makeStream(of: Void.self)
            state.withLock {
                $0.open += 1
                $0.allowances.append(allowance)
            }
            return Response(
                status: .ok, headers: [.contentType: "text/event-stream"],
                body: ResponseBody { writer in
                    defer { state.withLock { $0.open -= 1 } }
                    var next = allowed.makeAsyncIterator()
                    for number in 0..<frames {
                        if number > 0 { guard await next.next() != nil else { break } }
                        let bytes = Array(frame(number).utf8)
                        for piece in [bytes[..<4], bytes[4..<bytes.count - 3], bytes[(bytes.count - 3)...]] {
                            try await writer.write(ByteBuffer(bytes: piece))
                        }
                        state.withLock { $0.written += 1 }
                    }
                    try await writer.finish(nil)
                })
        }
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        let app = Application(
            router: router, configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in
                continuation.yield(channel.localAddress?.port ?? 0)
                continuation.finish()
            })
        let services = ServiceGroup(configuration: ServiceGroupConfiguration(services: [app], logger: app.logger))
        let task = Task { try await services.run() }
        var port = 0
        for await bound in ports { port = bound }
        return LockstepServer(port: port, state: state, services: services, task: task)
    }

    func stop() async {
        for allowance in state.withLock({ $0.allowances }) { allowance.finish() }
        await services.triggerGracefulShutdown()
        _ = try? await task.value
    }
}

/// A value behind a lock.
private final class Guarded<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
