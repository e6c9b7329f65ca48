import ServiceStack

extension ServerEvents {
    /// The local subscription with `id` when the caller owns it: a 404 when there is none, a 403 when it belongs
    /// to someone else.
    func ownedSubscription(_ id: String?, context: ServiceContext) throws -> LocalSubscription {
        let subscription = try localSubscription(id)
        let token = context.query(SubscriptionOwnership.tokenParameter)
        guard SubscriptionOwnership.mayAct(context, on: subscription, token: token) else {
            throw HttpError(
                status: 403, message: "Subscription \(subscription.id) belongs to another subscriber",
                errorCode: "Forbidden")
        }
        return subscription
    }

    /// The subscribers (of every instance) the caller may see in `requested` channels (all its channels when
    /// empty), as ServiceStack describes them, each with only the channels the caller may see.
    func visibleSubscribers(to context: ServiceContext, inChannels requested: [String]) async throws
        -> [[String: String]]
    {
        let all = try await feature.broker.subscriptions()
        let requestedSet = Set(requested)
        let visible: Set<String>
        switch feature.subscriberListing {
        case .requestedChannels:
            visible = requestedSet
        case .sharedChannels:
            var own: Set<String> = []
            for info in all where SubscriptionOwnership.owns(context, info) { own.formUnion(info.channels) }
            visible = requested.isEmpty ? own : own.intersection(requestedSet)
        }
        return all.compactMap { info in
            let shown = info.channels.filter { visible.contains($0) }
            guard !shown.isEmpty else { return nil }
            var meta = info.meta
            if !SubscriptionOwnership.owns(context, info) { meta["channels"] = shown.joined(separator: ",") }
            return meta
        }
    }
}
