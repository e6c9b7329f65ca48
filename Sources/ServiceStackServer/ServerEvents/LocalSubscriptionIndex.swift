/// The subscriptions this instance holds, by id and by channel, so a message for one channel or one subscription
/// looks only at those.
struct LocalSubscriptionIndex {
    private(set) var byId: [String: LocalSubscription] = [:]
    private var byChannel: [String: [String: LocalSubscription]] = [:]

    var count: Int { byId.count }
    var isEmpty: Bool { byId.isEmpty }
    var all: Dictionary<String, LocalSubscription>.Values { byId.values }

    subscript(id: String) -> LocalSubscription? { byId[id] }

    mutating func insert(_ subscription: LocalSubscription) {
        byId[subscription.id] = subscription
        for channel in subscription.info.channels { byChannel[channel, default: [:]][subscription.id] = subscription }
    }

    /// Removes the subscription; false when it was not here.
    mutating func remove(_ subscription: LocalSubscription) -> Bool {
        guard byId.removeValue(forKey: subscription.id) != nil else { return false }
        for channel in subscription.info.channels { removeFromChannel(channel, subscription.id) }
        return true
    }

    /// Changes the subscription's channels and files it under the new ones.
    mutating func updateChannels(
        of subscription: LocalSubscription, subscribe: [String], unsubscribe: [String], maxChannels: Int
    ) throws -> (before: ServerEventSubscriptionInfo, after: ServerEventSubscriptionInfo) {
        let (before, after) = try subscription.updateChannels(
            subscribe: subscribe, unsubscribe: unsubscribe, maxChannels: maxChannels)
        guard byId[subscription.id] != nil else { return (before, after) }
        let remaining = Set(after.channels)
        for channel in before.channels where !remaining.contains(channel) {
            removeFromChannel(channel, subscription.id)
        }
        for channel in after.channels { byChannel[channel, default: [:]][subscription.id] = subscription }
        return (before, after)
    }

    /// The subscriptions `envelope` reaches.
    func receivers(of envelope: ServerEventEnvelope) -> [LocalSubscription] {
        if case .subscription(let id) = envelope.audience {
            return byId[id].map { $0.isReached(by: envelope) ? [$0] : [] } ?? []
        }
        guard let channel = envelope.channel else { return byId.values.filter { $0.isReached(by: envelope) } }
        guard let members = byChannel[channel] else { return [] }
        if case .everyone = envelope.audience { return Array(members.values) }
        return members.values.filter { $0.isReached(by: envelope) }
    }

    private mutating func removeFromChannel(_ channel: String, _ id: String) {
        byChannel[channel]?.removeValue(forKey: id)
        if byChannel[channel]?.isEmpty == true { byChannel.removeValue(forKey: channel) }
    }
}
