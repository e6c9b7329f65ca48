/// A message on its way to subscribers: who receives it, and the selector and body of its frames. Brokers carry
/// envelopes between server instances, so it is `Codable`.
public struct ServerEventEnvelope: Sendable, Codable, Equatable {
    /// Who receives a message, before the channel filter applies.
    public enum Audience: Sendable, Codable, Hashable {
        /// Every subscription.
        case everyone
        /// One subscription, by id.
        case subscription(String)
        /// The subscriptions of a user, by user id.
        case userId(String)
        /// The subscriptions of a user, by user name.
        case userName(String)
        /// The subscriptions opened with an `ss-id` session.
        case session(String)
    }

    /// Who receives it.
    public var audience: Audience
    /// When set, only subscriptions in this channel receive it, with the frame prefixed `{channel}@`.
    public var channel: String?
    /// The selector, e.g. `cmd.ChatMessage`; empty for a raw message, whose frame is the body alone.
    public var selector: String
    /// The message body: JSON, or the raw text of a raw message.
    public var body: String

    /// Creates an envelope.
    public init(audience: Audience, channel: String?, selector: String, body: String) {
        self.audience = audience
        self.channel = channel
        self.selector = selector
        self.body = body
    }

    /// The text after `data: `: `{channel}@{selector} {body}`.
    var data: String {
        guard !selector.isEmpty else { return body }
        guard let channel else { return selector + " " + body }
        return channel + "@" + selector + " " + body
    }

    /// Whether `subscription` receives this envelope.
    func reaches(_ subscription: ServerEventSubscriptionInfo) -> Bool {
        if let channel, !subscription.channels.contains(channel) { return false }
        switch audience {
        case .everyone: return true
        case .subscription(let id): return subscription.id == id
        case .userId(let userId): return subscription.userId == userId
        case .userName(let userName): return subscription.userName == userName
        case .session(let sessionId): return subscription.sessionId == sessionId
        }
    }
}
