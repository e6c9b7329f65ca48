import Foundation

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

    /// A client for the server at `baseUrl`, subscribing to `channels` (none: every message, channel `*`).
    public convenience init(baseUrl: String, channels: [String] = []) {
        self.init(serviceClient: JsonServiceClient(baseUrl: baseUrl), channels: channels)
    }

    /// A client that sends its requests through `serviceClient`, sharing its base URL, auth, cookies and transport.
    public init(serviceClient: JsonServiceClient, channels: [String] = []) {
        self.serviceClient = serviceClient
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

    /// The largest frame accepted; a larger one fails the connection, which then starts over.
    public var maxFrameBytes: Int {
        get { state.withLock { $0.maxFrameBytes } }
        set { state.withLock { $0.maxFrameBytes = newValue } }
    }

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
            state.task = Task { [self] in await run() }
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
    public func makeAsyncIterator() -> AsyncThrowingStream<ServerEventMessage, Error>.Iterator {
        let (stream, continuation) = AsyncThrowingStream<ServerEventMessage, Error>.makeStream()
        let id = UUID()
        continuation.onTermination = { [weak self] termination in
            guard let self else { return }
            state.withLock { _ = $0.listeners.removeValue(forKey: id) }
            if case .cancelled = termination { Task { await self.stop() } }
        }
        state.withLock { $0.listeners[id] = continuation }
        start()
        return stream.makeAsyncIterator()
    }

    func finishListeners(throwing error: Error?) {
        let listeners = state.withLock { state in
            defer { state.listeners.removeAll() }
            return state.listeners.values
        }
        for listener in listeners { listener.finish(throwing: error) }
    }
}

/// What a `ServerEventsClient` knows about its subscription.
struct ServerEventsState {
    var channels: [String]
    var eventStreamPath = "event-stream"
    var retryDelay = ServerEventsRetryDelay()
    var maxFrameBytes = ServerEventParser.defaultMaxFrameBytes
    var task: Task<Void, Never>?
    var connection: ServerEventConnect?
    var consecutiveErrors = 0
    var lastActivity = ProcessInfo.processInfo.systemUptime
    var listeners: [UUID: AsyncThrowingStream<ServerEventMessage, Error>.Continuation] = [:]
}
