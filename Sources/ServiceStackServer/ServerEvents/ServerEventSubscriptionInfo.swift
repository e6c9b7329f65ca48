import Foundation

/// Who a Server Events subscription belongs to and which channels it listens to.
public struct ServerEventSubscriptionInfo: Sendable, Codable, Equatable {
    /// The subscription id, unique per connection (a reconnect is a new subscription).
    public var id: String
    /// The user's id, or `-{n}` for an anonymous subscriber.
    public var userId: String
    /// The user's login name; empty for an anonymous subscriber.
    public var userName: String
    /// The name shown to other subscribers.
    public var displayName: String
    /// The `ss-id` session the subscription was opened with.
    public var sessionId: String?
    /// Whether the subscriber signed in.
    public var isAuthenticated: Bool
    /// The user's avatar URL, when known.
    public var profileUrl: String?
    /// The channels the subscription listens to.
    public var channels: [String]
    /// When the subscription was opened.
    public var createdAt: Date
    /// The instance that holds the subscription's connection (a shared broker lists several instances' subscribers).
    public var serverId: String

    /// Creates a subscription description.
    public init(
        id: String, userId: String, userName: String, displayName: String, sessionId: String?,
        isAuthenticated: Bool, profileUrl: String?, channels: [String], createdAt: Date, serverId: String
    ) {
        self.id = id
        self.userId = userId
        self.userName = userName
        self.displayName = displayName
        self.sessionId = sessionId
        self.isAuthenticated = isAuthenticated
        self.profileUrl = profileUrl
        self.channels = channels
        self.createdAt = createdAt
        self.serverId = serverId
    }

    /// The subscription as ServiceStack describes it to clients: every value a string.
    public var meta: [String: String] {
        var meta = [
            "id": id,
            "userId": userId,
            "displayName": displayName,
            "isAuthenticated": isAuthenticated ? "true" : "false",
            "channels": channels.joined(separator: ","),
            "createdAt": String(Int64((createdAt.timeIntervalSince1970 * 1000).rounded())),
        ]
        if let profileUrl { meta["profileUrl"] = profileUrl }
        return meta
    }

    /// Whether the subscription listens to any of `channels`.
    public func isSubscribed(toAnyOf channels: [String]) -> Bool {
        channels.contains { self.channels.contains($0) }
    }
}
