import Foundation

/// The callbacks and handlers registered on a `ServerEventsClient`.
struct ServerEventsCallbacks {
    var onConnect: (@Sendable (ServerEventConnect) -> Void)?
    var onJoin: ServerEventsClient.CommandHandler?
    var onLeave: ServerEventsClient.CommandHandler?
    var onUpdate: ServerEventsClient.CommandHandler?
    var onHeartbeat: ServerEventsClient.CommandHandler?
    var onCommand: ServerEventsClient.CommandHandler?
    var onMessage: ServerEventsClient.MessageHandler?
    var onException: (@Sendable (any Error) -> Void)?
    var onReconnect: (@Sendable () -> Void)?
    /// Handlers by selector without its css part (`cmd.chat`, `trigger.refresh`, `cmd.ChatMessage`).
    var handlers: [String: [ServerEventsClient.MessageHandler]] = [:]
}

extension ServerEventsClient {
    private func callback<Value>(_ keyPath: WritableKeyPath<ServerEventsCallbacks, Value>) -> Value {
        callbacks.withLock { $0[keyPath: keyPath] }
    }

    private func setCallback<Value>(_ keyPath: WritableKeyPath<ServerEventsCallbacks, Value>, _ value: Value) {
        callbacks.withLock { $0[keyPath: keyPath] = value }
    }

    /// Called with each new subscription (`cmd.onConnect`), reconnections included.
    public var onConnect: (@Sendable (ServerEventConnect) -> Void)? {
        get { callback(\.onConnect) }
        set { setCallback(\.onConnect, newValue) }
    }

    /// Called when a user joins one of the channels (`cmd.onJoin`).
    public var onJoin: CommandHandler? {
        get { callback(\.onJoin) }
        set { setCallback(\.onJoin, newValue) }
    }

    /// Called when a user leaves one of the channels (`cmd.onLeave`).
    public var onLeave: CommandHandler? {
        get { callback(\.onLeave) }
        set { setCallback(\.onLeave, newValue) }
    }

    /// Called when a subscription in the channels changes its channels (`cmd.onUpdate`).
    public var onUpdate: CommandHandler? {
        get { callback(\.onUpdate) }
        set { setCallback(\.onUpdate, newValue) }
    }

    /// Called when the server answers a heartbeat (`cmd.onHeartbeat`).
    public var onHeartbeat: CommandHandler? {
        get { callback(\.onHeartbeat) }
        set { setCallback(\.onHeartbeat, newValue) }
    }

    /// Called for each of the server's subscriber commands (join, leave, update, heartbeat).
    public var onCommand: CommandHandler? {
        get { callback(\.onCommand) }
        set { setCallback(\.onCommand, newValue) }
    }

    /// Called for every message that is not a subscriber command, raw messages included.
    public var onMessage: MessageHandler? {
        get { callback(\.onMessage) }
        set { setCallback(\.onMessage, newValue) }
    }

    /// Called with each error: a failed connection, heartbeat or handler, a refused subscription.
    public var onException: (@Sendable (any Error) -> Void)? {
        get { callback(\.onException) }
        set { setCallback(\.onException, newValue) }
    }

    /// Called once a reconnection has its new subscription (after its `onConnect`).
    public var onReconnect: (@Sendable () -> Void)? {
        get { callback(\.onReconnect) }
        set { setCallback(\.onReconnect, newValue) }
    }

    /// Calls `handler` for messages with `selector` (`cmd.chat`, `trigger.refresh`, `tv.watch`), in any channel.
    public func handle(_ selector: String, _ handler: @escaping MessageHandler) {
        let key = Self.handlerKey(selector)
        callbacks.withLock { $0.handlers[key, default: []].append(handler) }
    }

    /// Calls `handler` with the DTO of each `cmd.{TypeName}` message of type `T` (as a service publishes it). `T`
    /// need not be `Sendable` (generated DTOs are classes): each message is decoded and handed over in one call.
    public func handle<T: Decodable & SendableMetatype>(
        _ type: T.Type, _ handler: @escaping @Sendable (T, ServerEventMessage) -> Void
    ) {
        handle("cmd.\(String(describing: type))") { [weak self] message in
            do {
                handler(try message.decode(T.self), message)
            } catch {
                self?.report(error)
            }
        }
    }

    static func handlerKey(_ selector: String) -> String {
        String(selector.prefix { $0 != "$" })
    }

    func report(_ error: any Error) {
        callback(\.onException)?(error)
    }

    func handlers(for message: ServerEventMessage) -> [MessageHandler] {
        guard let selector = message.selector else { return [] }
        let key = Self.handlerKey(selector)
        return callbacks.withLock { $0.handlers[key] ?? [] }
    }
}
