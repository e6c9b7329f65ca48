import Foundation
import Logging
import ServiceStack
import ServiceStackWire

/// A host's Server Events: what services call to push messages to subscribers and to list them.
///
/// Get it from `host.enableServerEvents(...)` (or `host.serverEvents`). A typed message is sent with the selector
/// `cmd.{TypeName}`, e.g. `try await events.notifyChannel("home", ChatMessage(...))`; pass `selector:` to choose
/// another (`trigger.refresh`, `css.background$#top`). Publishing never waits for a subscriber to read.
public final class ServerEvents: Sendable {
    /// The settings it was enabled with.
    public let feature: ServerEventsFeature
    /// This instance's id among the instances sharing the broker.
    public let serverId: String
    let logger: Logging.Logger
    let local = Locked(LocalSubscriptionIndex())
    let housekeeper = Locked<Task<Void, Never>?>(nil)
    let anonymousUsers = Locked(0)
    let channelRules: ChannelRules
    private let attachment = Locked<Task<Int, any Error>?>(nil)

    init(feature: ServerEventsFeature, logger: Logging.Logger) {
        self.feature = feature
        self.logger = logger
        channelRules = ChannelRules(feature: feature)
        serverId = UUID().uuidString
    }

    /// Sends `message` to every subscriber (in `channel` only, when given).
    public func notifyAll(_ message: some Encodable, selector: String? = nil, channel: String? = nil) async throws {
        try await notify(.everyone, message, selector: selector, channel: channel)
    }

    /// Sends `message` to the subscribers of `channel`.
    public func notifyChannel(_ channel: String, _ message: some Encodable, selector: String? = nil) async throws {
        try await notify(.everyone, message, selector: selector, channel: channel)
    }

    /// Sends `message` to the subscriptions of the user with id `userId`.
    public func notifyUserId(
        _ userId: String, _ message: some Encodable, selector: String? = nil, channel: String? = nil
    ) async throws {
        try await notify(.userId(userId), message, selector: selector, channel: channel)
    }

    /// Sends `message` to the subscriptions of the user named `userName`.
    public func notifyUserName(
        _ userName: String, _ message: some Encodable, selector: String? = nil, channel: String? = nil
    ) async throws {
        try await notify(.userName(userName), message, selector: selector, channel: channel)
    }

    /// Sends `message` to the subscriptions opened with the `ss-id` session `sessionId`.
    public func notifySession(
        _ sessionId: String, _ message: some Encodable, selector: String? = nil, channel: String? = nil
    ) async throws {
        try await notify(.session(sessionId), message, selector: selector, channel: channel)
    }

    /// Sends `message` to one subscription.
    public func notifySubscription(
        _ subscriptionId: String, _ message: some Encodable, selector: String? = nil, channel: String? = nil
    ) async throws {
        try await notify(.subscription(subscriptionId), message, selector: selector, channel: channel)
    }

    /// Sends `message` to `audience` as JSON; the selector defaults to `cmd.{TypeName}`.
    public func notify(
        _ audience: ServerEventEnvelope.Audience, _ message: some Encodable, selector: String? = nil,
        channel: String? = nil
    ) async throws {
        let body = EventText.escapingLineSeparators(
            String(decoding: try ResponseEncoding.encode(message), as: UTF8.self))
        let selector = selector ?? "cmd." + String(describing: type(of: message))
        try await publish(ServerEventEnvelope(audience: audience, channel: channel, selector: selector, body: body))
    }

    /// Sends a prepared envelope through the broker, to the subscribers of every instance. A 400 when its channel
    /// breaks the channel rules, or its selector (for a raw message: the start of its body) is not one a frame can
    /// carry or is one of the server's own `cmd.on…` commands.
    public func publish(_ envelope: ServerEventEnvelope) async throws {
        try EventSelectors.checkPublishable(envelope, channels: channelRules)
        _ = try await attachedToken()
        try await feature.broker.publish(envelope)
    }

    /// The subscriptions of every instance, in order of arrival; only those in any of `channels` when given.
    public func subscriptions(inChannels channels: [String]? = nil) async throws -> [ServerEventSubscriptionInfo] {
        let all = try await feature.broker.subscriptions()
        guard let channels, !channels.isEmpty else { return all }
        return all.filter { $0.isSubscribed(toAnyOf: channels) }
    }

    /// The subscriptions of the user with id `userId`, on every instance.
    public func subscriptions(userId: String) async throws -> [ServerEventSubscriptionInfo] {
        try await feature.broker.subscriptions().filter { $0.userId == userId }
    }

    /// How many subscriptions this instance holds connections for.
    public var localSubscriptionCount: Int {
        local.withLock { $0.count }
    }

    /// Whether the task that expires idle subscriptions is running (it stops when no subscription is left).
    public var isHousekeeping: Bool {
        housekeeper.withLock { $0 != nil }
    }

    /// Hands `envelope` to the local subscriptions it reaches; a subscriber that cannot take it is dropped.
    func deliver(_ envelope: ServerEventEnvelope) {
        let receivers = local.withLock { $0.receivers(of: envelope) }
        guard !receivers.isEmpty else { return }
        let lines = FrameLines(data: envelope.data)
        for subscription in receivers {
            subscription.queue.enqueue(lines)
        }
    }

    /// Attaches to the broker once, on first use; every caller waits for the same attachment.
    func attachedToken() async throws -> Int {
        let task = attachment.withLock { task in
            if let task { return task }
            let created = Task { [weak self, broker = feature.broker] in
                try await broker.attach { [weak self] envelope in self?.deliver(envelope) }
            }
            task = created
            return created
        }
        do {
            return try await task.value
        } catch {
            attachment.withLock { if $0 == task { $0 = nil } }
            throw error
        }
    }
}
