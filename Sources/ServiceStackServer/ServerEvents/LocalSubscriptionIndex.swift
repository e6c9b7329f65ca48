/// The subscriptions this instance holds, by id and by channel, so a message for one channel or one subscription
/// looks only at those.
struct LocalSubscriptionIndex {
    private(set) var byId: [String: LocalSubscription] = [:]
    private var byChannel: [String: ChannelMembers] = [:]

    var count: Int { byId.count }
    var isEmpty: Bool { byId.isEmpty }
    var all: Dictionary<String, LocalSubscription>.Values { byId.values }

    subscript(id: String) -> LocalSubscription? { byId[id] }

    mutating func insert(_ subscription: LocalSubscription) {
        byId[subscription.id] = subscription
        for channel in subscription.info.channels { addToChannel(channel, subscription) }
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
        for channel in after.channels { addToChannel(channel, subscription) }
        return (before, after)
    }

    /// The subscriptions `envelope` reaches.
    func receivers(of envelope: ServerEventEnvelope) -> [LocalSubscription] {
        if case .subscription(let id) = envelope.audience {
            return byId[id].map { $0.isReached(by: envelope) ? [$0] : [] } ?? []
        }
        guard let channel = envelope.channel else { return byId.values.filter { $0.isReached(by: envelope) } }
        guard let members = byChannel[channel] else { return [] }
        if case .everyone = envelope.audience { return members.all }
        return members.all.filter { $0.isReached(by: envelope) }
    }

    private mutating func addToChannel(_ channel: String, _ subscription: LocalSubscription) {
        if byChannel[channel]?.add(subscription) == nil { byChannel[channel] = .one(subscription) }
    }

    private mutating func removeFromChannel(_ channel: String, _ id: String) {
        if byChannel[channel]?.remove(id) == false { byChannel.removeValue(forKey: channel) }
    }
}

/// The members of one channel. A channel with a single member (a channel per user, per document) holds it without
/// a dictionary of its own.
private enum ChannelMembers {
    case one(LocalSubscription)
    case many([String: LocalSubscription])

    var all: [LocalSubscription] {
        switch self {
        case .one(let subscription): [subscription]
        case .many(let members): Array(members.values)
        }
    }

    /// Adds `subscription` (or puts it in place of the member with its id), in place.
    mutating func add(_ subscription: LocalSubscription) {
        switch self {
        case .one(let member) where member.id == subscription.id:
            self = .one(subscription)
        case .one(let member):
            self = .many([member.id: member, subscription.id: subscription])
        case .many(var members):
            // Let go of the enum's reference first, so the dictionary is changed in place rather than copied.
            self = .one(subscription)
            members[subscription.id] = subscription
            self = .many(members)
        }
    }

    /// Removes the member with `id`, in place; returns whether any member is left.
    mutating func remove(_ id: String) -> Bool {
        switch self {
        case .one(let member):
            return member.id != id
        case .many(var members):
            self = .many([:])
            members.removeValue(forKey: id)
            self = .many(members)
            return !members.isEmpty
        }
    }
}
