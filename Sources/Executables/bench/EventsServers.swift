import Foundation
import Hummingbird
import Logging
import ServiceLifecycle
import ServiceStack
import ServiceStackServer
import ServiceStackWire

/// The message both servers broadcast: its number in the measurement and its send time (`MonotonicClock`).
struct BenchTick: Codable, Sendable {
    let n: Int
    let t: UInt64
}

/// A Server Events server under measurement: where its stream is, how to broadcast to channel `bench`, and how
/// many subscribers it holds.
protocol EventsServer: Sendable {
    var name: String { get }
    var port: Int { get }
    var streamPath: String { get }
    /// Sends `tick` to the subscribers of channel `bench` as `bench@cmd.BenchTick {json}`.
    func publish(_ tick: BenchTick) async throws
    /// The subscriptions the server still holds.
    var subscriberCount: Int { get }
    /// Writes a frame nobody counts to every subscriber: neither server notices a closed connection before it
    /// writes to it.
    func sweep() async throws
    func stop() async
}

/// Starts `ours` (`ServerEventsFeature`) or `baseline` (the raw Hummingbird route).
func startEventsServer(_ kind: String, _ options: EventsServerOptions) async throws -> any EventsServer {
    switch kind {
    case "ours": return try await OurEventsServer.start(options)
    case "baseline": return try await BaselineEventsServer.start()
    default: throw BenchError.unexpected("unknown server \(kind): ours or baseline")
    }
}

/// How the bench sets up `ServerEventsFeature` and its host.
struct EventsServerOptions: Sendable {
    var maxQueuedMessages = 10_000
    var notifyChannelOfSubscriptions = false
    var maxConnections = 12_000
}

/// `ServerEventsFeature` on a `ServiceStackHost`.
final class OurEventsServer: EventsServer {
    let name = "ServiceStack ServerEvents"
    let streamPath: String
    let port: Int
    private let events: ServerEvents
    private let running: RunningHost

    private init(events: ServerEvents, running: RunningHost) {
        self.events = events
        self.running = running
        port = running.port
        streamPath = events.feature.streamPath
    }

    static func start(_ options: EventsServerOptions) async throws -> OurEventsServer {
        var config = HostConfig()
        config.maxConnections = options.maxConnections
        config.enableMetadata = false
        var logger = Logger(label: "bench-events")
        logger.logLevel = .warning
        let host = ServiceStackHost(name: "bench-events", config: config, logger: logger)
        var feature = ServerEventsFeature()
        feature.maxQueuedMessages = options.maxQueuedMessages
        feature.notifyChannelOfSubscriptions = options.notifyChannelOfSubscriptions
        // Subscribers here send no heartbeats; keep them for the whole run.
        feature.idleTimeout = .seconds(3600)
        let events = host.enableServerEvents(feature)
        return OurEventsServer(events: events, running: try await host.start())
    }

    func publish(_ tick: BenchTick) async throws {
        try await events.notifyChannel("bench", tick)
    }

    var subscriberCount: Int { events.localSubscriptionCount }

    func sweep() async throws {
        try await events.notifyAll(["sweep": 1], selector: "cmd.sweep")
    }

    func stop() async {
        await running.stop()
    }
}

/// The baseline: a hand-written SSE route on plain Hummingbird. One `AsyncStream` per connection; a broadcast
/// encodes the message once and yields the same frame to every stream.
final class BaselineEventsServer: EventsServer {
    let name = "raw Hummingbird SSE route"
    let streamPath = "/event-stream"
    let port: Int
    private let broadcaster: Broadcaster
    private let services: ServiceGroup
    private let task: Task<Void, any Error>

    private init(port: Int, broadcaster: Broadcaster, services: ServiceGroup, task: Task<Void, any Error>) {
        self.port = port
        self.broadcaster = broadcaster
        self.services = services
        self.task = task
    }

    static func start() async throws -> BaselineEventsServer {
        let broadcaster = Broadcaster()
        let router = Router()
        router.get("/event-stream") { _, _ -> Response in
            let (stream, continuation) = AsyncStream.makeStream(of: ByteBuffer.self)
            let id = broadcaster.add(continuation)
            continuation.yield(ByteBuffer(string: "id: 0\ndata: cmd.onConnect {}\n\n"))
            let headers: HTTPFields = [.contentType: "text/event-stream; charset=utf-8", .cacheControl: "no-cache"]
            return Response(
                status: .ok, headers: headers,
                body: ResponseBody { writer in
                    defer { broadcaster.remove(id) }
                    for await frame in stream { try await writer.write(frame) }
                    try await writer.finish(nil)
                })
        }
        let (ports, portContinuation) = AsyncStream.makeStream(of: Int.self)
        var logger = Logger(label: "bench-events-baseline")
        logger.logLevel = .warning
        let app = Application(
            router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in portContinuation.yield(channel.localAddress?.port ?? 0) }, logger: logger)
        let services = ServiceGroup(
            configuration: ServiceGroupConfiguration(services: [app], gracefulShutdownSignals: [], logger: logger))
        let task = Task { try await services.run() }
        for await port in ports {
            return BaselineEventsServer(port: port, broadcaster: broadcaster, services: services, task: task)
        }
        throw BenchError.unexpected("baseline SSE server did not start")
    }

    private static let encoder = JSONEncoder()

    func publish(_ tick: BenchTick) async throws {
        let json = try Self.encoder.encode(tick)
        var frame = ByteBuffer(string: "id: \(tick.n)\ndata: bench@cmd.BenchTick ")
        frame.writeBytes(json)
        frame.writeString("\n\n")
        broadcaster.yield(frame)
    }

    var subscriberCount: Int { broadcaster.count }

    func sweep() async throws {
        broadcaster.yield(ByteBuffer(string: ":\n\n"))
    }

    func stop() async {
        broadcaster.finishAll()
        await services.triggerGracefulShutdown()
        _ = try? await task.value
    }

    /// The open streams, by connection.
    private final class Broadcaster: Sendable {
        private let streams = Locked<(next: Int, all: [Int: AsyncStream<ByteBuffer>.Continuation])>((1, [:]))

        func add(_ continuation: AsyncStream<ByteBuffer>.Continuation) -> Int {
            streams.withLock { streams in
                let id = streams.next
                streams.next += 1
                streams.all[id] = continuation
                return id
            }
        }

        func remove(_ id: Int) {
            streams.withLock { _ = $0.all.removeValue(forKey: id) }
        }

        func yield(_ frame: ByteBuffer) {
            for continuation in streams.withLock({ Array($0.all.values) }) { continuation.yield(frame) }
        }

        var count: Int { streams.withLock { $0.all.count } }

        func finishAll() {
            for continuation in streams.withLock({ Array($0.all.values) }) { continuation.finish() }
        }
    }
}
