import Foundation

/// The subscriber information of the server's commands (`cmd.onJoin`, `cmd.onLeave`, `cmd.onUpdate`,
/// `cmd.onHeartbeat`, and the start of `cmd.onConnect`), read from their all-string dictionaries.
public struct ServerEventCommand: Sendable, Equatable {
    /// The user's id (`-{n}` for an anonymous user).
    public var userId: String
    /// The user's display name.
    public var displayName: String
    /// The user's avatar URL.
    public var profileUrl: String?
    /// Whether the user is signed in.
    public var isAuthenticated: Bool
    /// The subscription's channels.
    public var channels: [String]
    /// When the subscription started.
    public var createdAt: Date
    /// The subscription id, when the server sent one.
    public var subscriptionId: String?
    /// Every value the server sent.
    public var meta: [String: String]
    /// The message the command came in.
    public var message: ServerEventMessage

    /// Reads the command carried by `message`.
    public init(message: ServerEventMessage) {
        let meta = message.stringDictionary()
        self.meta = meta
        self.message = message
        userId = meta["userId"] ?? ""
        displayName = meta["displayName"] ?? ""
        profileUrl = meta["profileUrl"]
        isAuthenticated = meta["isAuthenticated"]?.lowercased() == "true"
        channels = ServerEventMeta.channels(meta["channels"])
        createdAt = ServerEventMeta.date(meta["createdAt"])
        subscriptionId = meta["id"]
    }
}

/// A user joined a channel (`cmd.onJoin`).
public typealias ServerEventJoin = ServerEventCommand
/// A user left a channel (`cmd.onLeave`).
public typealias ServerEventLeave = ServerEventCommand
/// A subscription changed its channels (`cmd.onUpdate`).
public typealias ServerEventUpdate = ServerEventCommand
/// The server answered a heartbeat (`cmd.onHeartbeat`).
public typealias ServerEventHeartbeat = ServerEventCommand

/// The first message of a subscription (`cmd.onConnect`): who the subscriber is and the URLs it calls.
@dynamicMemberLookup
public struct ServerEventConnect: Sendable, Equatable {
    /// The subscriber information.
    public var command: ServerEventCommand
    /// The subscription id.
    public var id: String
    /// Ends the subscription.
    public var unRegisterUrl: String
    /// Called every `heartbeatIntervalMs`.
    public var heartbeatUrl: String
    /// Changes the subscription's channels (`UpdateEventSubscriber`).
    public var updateSubscriberUrl: String?
    /// How often to call `heartbeatUrl`, in milliseconds.
    public var heartbeatIntervalMs: Int
    /// How long the subscription lives without a heartbeat, in milliseconds.
    public var idleTimeoutMs: Int

    /// Reads the connect command carried by `message`.
    public init(message: ServerEventMessage) {
        command = ServerEventCommand(message: message)
        let meta = command.meta
        id = meta["id"] ?? ""
        unRegisterUrl = meta["unRegisterUrl"] ?? ""
        heartbeatUrl = meta["heartbeatUrl"] ?? ""
        updateSubscriberUrl = meta["updateSubscriberUrl"]
        heartbeatIntervalMs = meta["heartbeatIntervalMs"].flatMap { Int($0) } ?? 10_000
        idleTimeoutMs = meta["idleTimeoutMs"].flatMap { Int($0) } ?? 30_000
    }

    /// The subscriber information's fields (`connect.userId`, `connect.channels`, ...).
    public subscript<Value>(dynamicMember keyPath: KeyPath<ServerEventCommand, Value>) -> Value {
        command[keyPath: keyPath]
    }
}

/// A subscription as `getChannelSubscribers` lists it.
public struct ServerEventUser: Sendable, Equatable {
    /// The user's id.
    public var userId: String
    /// The user's display name.
    public var displayName: String
    /// The user's avatar URL.
    public var profileUrl: String?
    /// The subscription's channels.
    public var channels: [String]
    /// Every value the server sent.
    public var meta: [String: String]

    /// Reads a subscriber dictionary.
    public init(meta: [String: String]) {
        self.meta = meta
        userId = meta["userId"] ?? ""
        displayName = meta["displayName"] ?? ""
        profileUrl = meta["profileUrl"]
        channels = ServerEventMeta.channels(meta["channels"])
    }
}

/// Reads the values of the server's string dictionaries.
enum ServerEventMeta {
    static func channels(_ text: String?) -> [String] {
        (text ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Unix milliseconds, as the server writes `createdAt`.
    static func date(_ text: String?) -> Date {
        guard let text, let milliseconds = Double(text) else { return Date(timeIntervalSince1970: 0) }
        return Date(timeIntervalSince1970: milliseconds / 1000)
    }
}
