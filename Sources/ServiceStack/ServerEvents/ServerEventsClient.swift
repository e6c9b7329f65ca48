import Foundation
import ServiceStackWire

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A client for ServiceStack Server Events: it subscribes to channels, keeps the subscription alive with
/// heartbeats, reconnects when the stream ends or goes quiet, and hands each message to callbacks, typed handlers
/// and any task iterating it (`for try await message in client`; iterating starts the client, and cancelling or
/// leaving the loop stops it).
///
/// Requests (the stream, heartbeats, channel changes) go through a `JsonServiceClient`, so a client made from a
/// signed-in `JsonServiceClient` subscribes as that user, with its bearer token, cookies and transport.
///
/// A server cannot make it use unbounded memory or requests: frames and unread bytes are bounded
/// (`maxFrameBytes`, `maxBufferedBytes`), reconnections back off until a connection stays healthy (`retryDelay`),
/// the server's heartbeat timings are clamped (`heartbeatIntervalBounds`, `idleTimeoutBounds`), and the URLs it
/// sends are called only on the stream's origin (`allowCrossOriginCommandUrls`).
///
/// Outside Apple platforms every client of a process keeps its connection on one thread of its own, so an idle
/// client wakes only for its heartbeats and frames: callbacks and handlers run there too, and should hand
/// long or blocking work to a task of their own.
public final class ServerEventsClient: AsyncSequence, @unchecked Sendable {
    /// The messages of the subscription.
    public typealias Element = ServerEventMessage
    /// A callback for a message.
    public typealias MessageHandler = @Sendable (ServerEventMessage) -> Void
    /// A callback for one of the server's subscriber commands.
    public typealias CommandHandler = @Sendable (ServerEventCommand) -> Void

    static let streamTimeoutSeconds: TimeInterval = 24 * 60 * 60

    /// The client that sends every request.
    public let serviceClient: JsonServiceClient
    let state: Locked<ServerEventsState>
    let callbacks = Locked(ServerEventsCallbacks())
    let clock: ServerEventsClock

    /// A client for the server at `baseUrl`, subscribing to `channels` (none: every message, channel `*`).
    public convenience init(baseUrl: String, channels: [String] = []) {
        self.init(serviceClient: JsonServiceClient(baseUrl: baseUrl), channels: channels)
    }

    /// A client that sends its requests through `serviceClient`, sharing its base URL, auth, cookies and transport.
    public convenience init(serviceClient: JsonServiceClient, channels: [String] = []) {
        self.init(serviceClient: serviceClient, channels: channels, clock: ContinuousClock())
    }

    /// A client whose waits (heartbeats, idle timeouts, reconnection delays) go by `clock`: a test clock makes
    /// them run without waiting.
    public init(serviceClient: JsonServiceClient, channels: [String] = [], clock: some Clock<Duration>) {
        self.serviceClient = serviceClient
        self.clock = ServerEventsClock(clock)
        state = Locked(ServerEventsState(channels: channels))
    }

    // MARK: Settings

    /// The server's base URL.
    public var baseUrl: String { serviceClient.baseUrl }

    /// The channels the client subscribes to; changes apply from the next connection.
    public var channels: [String] {
        get { state.withLock { $0.channels } }
        set { state.withLock { $0.channels = newValue } }
    }

    /// The path of the event stream under `baseUrl`: `event-stream` by default.
    public var eventStreamPath: String {
        get { state.withLock { $0.eventStreamPath } }
        set { state.withLock { $0.eventStreamPath = newValue } }
    }

    /// The waits between reconnections.
    public var retryDelay: ServerEventsRetryDelay {
        get { state.withLock { $0.retryDelay } }
        set { state.withLock { $0.retryDelay = newValue } }
    }

    /// The largest frame accepted (4 MiB): a line or frame growing past it fails the connection at once, which
    /// then starts over after the retry delay.
    public var maxFrameBytes: Int {
        get { state.withLock { $0.maxFrameBytes } }
        set { state.withLock { $0.maxFrameBytes = newValue } }
    }

    /// The most bytes of the stream held unread (4 MiB): by the transport, and by each task iterating the client.
    /// With `AsyncHTTPClientTransport` the connection reads only as fast as messages are taken; `URLSessionTransport`
    /// cannot wait, so a connection whose reader falls further behind fails and starts over.
    public var maxBufferedBytes: Int {
        get { state.withLock { $0.maxBufferedBytes } }
        set { state.withLock { $0.maxBufferedBytes = newValue } }
    }

    /// The heartbeat intervals accepted from the server, in seconds (1 to 300); the server's `heartbeatIntervalMs`
    /// is clamped to them, and a missing, zero or negative one means 10 seconds.
    public var heartbeatIntervalBounds: ClosedRange<TimeInterval> {
        get { state.withLock { $0.heartbeatIntervalBounds } }
        set { state.withLock { $0.heartbeatIntervalBounds = newValue } }
    }

    /// The idle timeouts accepted from the server, in seconds (2 to 600); the server's `idleTimeoutMs` is clamped
    /// to them (a missing, zero or negative one means 30 seconds) and kept at least twice the heartbeat interval.
    /// A new connection silent this long before its `cmd.onConnect` (30 seconds, clamped) is given up too.
    public var idleTimeoutBounds: ClosedRange<TimeInterval> {
        get { state.withLock { $0.idleTimeoutBounds } }
        set { state.withLock { $0.idleTimeoutBounds = newValue } }
    }

    /// Whether the heartbeat, unregister and update URLs of `cmd.onConnect` are called when they point to another
    /// origin (scheme, host, port) than the stream's: false by default, such a URL is not called (the request
    /// would carry the client's cookies and bearer token elsewhere) and `onException` gets
    /// `ServerEventsError.crossOriginURL`.
    public var allowCrossOriginCommandUrls: Bool {
        get { state.withLock { $0.allowCrossOriginCommandUrls } }
        set { state.withLock { $0.allowCrossOriginCommandUrls = newValue } }
    }

    /// The bytes of the stream the client holds now: unread by the transport, in the frame being read, and waiting
    /// for the tasks iterating the client.
    public var bufferedBytes: Int {
        let (connection, iterations) = state.withLock { ($0.connectionBytes, Array($0.listeners.values)) }
        return connection + iterations.reduce(0) { $0 + $1.bufferedBytes }
    }

    /// The most bytes of the stream the client has held at once (see `bufferedBytes`), measured as each piece
    /// arrives.
    public var peakBufferedBytes: Int { state.withLock { $0.peakBufferedBytes } }

    /// The current subscription, from its `cmd.onConnect`; nil while not connected.
    public var connectionInfo: ServerEventConnect? { state.withLock { $0.connection } }

    /// Whether the client is running (connected, connecting or waiting to reconnect).
    public var isRunning: Bool { state.withLock { $0.task != nil } }

    /// The event stream URL for the current channels.
    public var eventStreamURL: URL? {
        let (path, channels) = state.withLock { ($0.eventStreamPath, $0.channels) }
        var components = URLComponents(string: baseUrl + path)
        var items = components?.queryItems ?? []
        if !channels.isEmpty { items.append(URLQueryItem(name: "channels", value: channels.joined(separator: ","))) }
        items.append(URLQueryItem(name: "t", value: String(Int(Date().timeIntervalSince1970 * 1000))))
        components?.queryItems = items
        return components?.url
    }

    // MARK: Running

    /// Starts subscribing in the background; does nothing when already running.
    public func start() {
        state.withLock { state in
            guard state.task == nil else { return }
            #if canImport(Darwin)
                state.task = Task { [self] in await run() }
            #else
                state.task = Task(executorPreference: ServerEventsThread.shared) { [self] in await run() }
            #endif
        }
    }

    /// Stops: ends the stream and the heartbeats, unregisters the subscription and ends every iteration.
    public func stop() async {
        let task = state.withLock { $0.task }
        task?.cancel()
        await task?.value
        let connection = state.withLock { state in
            if state.task == task { state.task = nil }
            defer { state.connection = nil }
            return state.connection
        }
        if let connection {
            // Unregistering must happen even when the task calling `stop()` is itself cancelled.
            await Task { await unregister(connection) }.value
        }
        finishListeners(throwing: nil)
    }

    // MARK: AsyncSequence

    /// Iterates the messages; starts the client. Ending the iteration early (cancelled task, `break`) stops it.
    /// At most `maxBufferedBytes` of messages wait for the loop: past that the client reads the stream only as
    /// fast as the loop takes them.
    public func makeAsyncIterator() -> Iterator {
        let id = UUID()
        let iteration = ServerEventsIteration(limit: maxBufferedBytes)
        state.withLock { $0.listeners[id] = iteration }
        start()
        let lease = IterationLease { [weak self] in self?.iterationEnded(id, iteration) }
        return Iterator(iteration: iteration, lease: lease)
    }

    /// The iterator of a `for try await message in client` loop.
    public struct Iterator: AsyncIteratorProtocol {
        let iteration: ServerEventsIteration
        let lease: IterationLease

        /// The next message; nil once the client stops or the iterating task is cancelled.
        public mutating func next() async throws -> ServerEventMessage? {
            try await iteration.next()
        }
    }

    /// A loop left its iteration (or its task was cancelled): unless the client ended it, the client stops.
    private func iterationEnded(_ id: UUID, _ iteration: ServerEventsIteration) {
        state.withLock { _ = $0.listeners.removeValue(forKey: id) }
        if !iteration.isEnded { Task { await self.stop() } }
    }

    func finishListeners(throwing error: (any Error)?) {
        let listeners = state.withLock { state in
            defer { state.listeners.removeAll() }
            return state.listeners.values
        }
        for listener in listeners { listener.finish(throwing: error) }
    }
}

/// Alive as long as an iterator of the client is; its end tells the client.
final class IterationLease: Sendable {
    private let onEnd: @Sendable () -> Void

    init(onEnd: @escaping @Sendable () -> Void) {
        self.onEnd = onEnd
    }

    deinit { onEnd() }
}

/// What a `ServerEventsClient` knows about its subscription.
struct ServerEventsState {
    var channels: [String]
    var eventStreamPath = "event-stream"
    var retryDelay = ServerEventsRetryDelay()
    var maxFrameBytes = ServerEventParser.defaultMaxFrameBytes
    var maxBufferedBytes = StreamingBody.defaultMaxBufferedBytes
    var heartbeatIntervalBounds = ServerEventsTiming.defaultHeartbeatIntervalBounds
    var idleTimeoutBounds = ServerEventsTiming.defaultIdleTimeoutBounds
    var allowCrossOriginCommandUrls = false
    var task: Task<Void, Never>?
    var connection: ServerEventConnect?
    /// When the current connection's handshake arrived (by the client's clock).
    var connectedAt: Duration?
    var consecutiveErrors = 0
    var lastActivity = Duration.zero
    var connectionBytes = 0
    var peakBufferedBytes = 0
    var listeners: [UUID: ServerEventsIteration] = [:]
}
