import Foundation
import Hummingbird
import NIOCore
import ServiceLifecycle
import ServiceStackTesting

/// A Hummingbird server on 127.0.0.1 that writes ServiceStack event streams in small pieces (frames split inside
/// lines and UTF-8 sequences), answers heartbeats and unregisters, and counts the streams still open.
final class ScriptedEventServer: @unchecked Sendable {
    struct Settings {
        /// Streams answered 401 unless the request carries this bearer token; nil accepts everyone.
        var requiredBearerToken: String?
        /// The first stream ends after its frames; later ones stay open.
        var endFirstStream = false
        var heartbeatIntervalMs = 100
    }

    private let lock = NSLock()
    private var connections = 0
    private var open = 0
    private var heartbeatIds: [String] = []
    private var unregisteredIds: [String] = []
    private var streamAuthorizations: [String?] = []
    private var streamCookies: [String?] = []
    private let settings: Settings
    private var task: Task<Void, any Error>?
    private var services: ServiceGroup?
    private(set) var port = 0

    init(_ settings: Settings = Settings()) {
        self.settings = settings
    }

    var baseUrl: String { "http://127.0.0.1:\(port)/" }
    var openStreams: Int { lock.withLock { open } }
    var heartbeats: [String] { lock.withLock { heartbeatIds } }
    var unregistered: [String] { lock.withLock { unregisteredIds } }
    var authorizations: [String?] { lock.withLock { streamAuthorizations } }
    var cookies: [String?] { lock.withLock { streamCookies } }

    func start() async throws {
        let router = Router()
        router.get("event-stream") { request, _ in try self.stream(request) }
        router.on("event-heartbeat", method: .get) { request, _ in
            self.lock.withLock { self.heartbeatIds.append(request.uri.queryParameters["id"].map(String.init) ?? "") }
            return Response(status: .ok)
        }
        router.on("event-unregister", method: .post) { request, _ in
            self.lock.withLock {
                self.unregisteredIds.append(request.uri.queryParameters["id"].map(String.init) ?? "")
            }
            return Response(status: .ok, body: ResponseBody(byteBuffer: ByteBuffer(string: "{}")))
        }
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        let app = Application(
            router: router, configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in
                continuation.yield(channel.localAddress?.port ?? 0)
                continuation.finish()
            })
        let services = ServiceGroup(configuration: ServiceGroupConfiguration(services: [app], logger: app.logger))
        self.services = services
        task = Task {
            defer { continuation.finish() }
            try await services.run()
        }
        for await port in ports { self.port = port }
    }

    /// Stops the server gracefully (a cancelled server task logs errors): open streams end at their next ping.
    func stop() async {
        await services?.triggerGracefulShutdown()
        _ = try? await task?.value
    }

    private func stream(_ request: Request) throws -> Response {
        let authorization = request.headers[.authorization]
        let cookie = request.headers[.cookie]
        lock.withLock {
            streamAuthorizations.append(authorization)
            streamCookies.append(cookie)
        }
        if let token = settings.requiredBearerToken, authorization != "Bearer \(token)" {
            return Response(
                status: .unauthorized, headers: [.contentType: "application/json"],
                body: ResponseBody(
                    byteBuffer: ByteBuffer(string: #"{"responseStatus":{"errorCode":"Unauthorized","message":"No"}}"#)))
        }
        let number = lock.withLock {
            connections += 1
            open += 1
            return connections
        }
        let frames =
            ServerEventFrames.connect(
                subscriptionId: "sub\(number)", baseUrl: baseUrl, channels: ["home"],
                heartbeatIntervalMs: settings.heartbeatIntervalMs)
            + ServerEventFrames.message(
                id: 2, selector: "cmd.chat", json: #"{"text":"héllo ✓ \#(number)"}"#, channel: "home")
        let endsAfterFrames = settings.endFirstStream && number == 1
        return Response(
            status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-cache"],
            body: ResponseBody { writer in
                defer { self.lock.withLock { self.open -= 1 } }
                // Pieces of 5 bytes: every frame is split inside a line, and the UTF-8 text inside a character.
                let bytes = Array(frames.utf8)
                for start in stride(from: 0, to: bytes.count, by: 5) {
                    try await writer.write(ByteBuffer(bytes: bytes[start..<min(start + 5, bytes.count)]))
                    try await Task.sleep(nanoseconds: 1_000_000)
                }
                if !endsAfterFrames {
                    // A comment now and then until the client goes (a closed connection fails the write) or the
                    // server stops.
                    while !Task.isShuttingDownGracefully {
                        try await Task.sleep(nanoseconds: 20_000_000)
                        try await writer.write(ByteBuffer(string: ": ping\n"))
                    }
                }
                try await writer.finish(nil)
            })
    }
}
