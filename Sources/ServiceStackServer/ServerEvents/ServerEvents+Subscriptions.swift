import Foundation
import Logging
import ServiceStack

extension ServerEvents {
    /// Starts a subscription: queues its `onConnect` frame, records it, tells its channels, runs `onSubscribe`.
    func start(
        _ info: ServerEventSubscriptionInfo, connectArgs: (LocalSubscription) -> [String: String]
    ) async throws -> LocalSubscription {
        _ = try await attachedToken()
        let housekeepingTicks = feature.clock.ticks(every: feature.houseKeepingInterval)
        let subscription = LocalSubscription(
            info: info, capacity: feature.maxQueuedMessages, maxBytes: feature.maxQueuedBytes,
            startedAt: feature.clock.elapsed)
        subscription.queue.enqueue(data: "cmd.onConnect " + Self.json(connectArgs(subscription)))
        local.withLock { $0.insert(subscription) }
        startHousekeeping(housekeepingTicks)
        do {
            try await feature.broker.save(info)
            try await announce("cmd.onJoin", info, to: info.channels)
        } catch {
            await end(subscription, reason: .disconnected)
            throw error
        }
        await feature.onSubscribe?(info)
        return subscription
    }

    /// Ends a subscription once, whatever ended it first: forgets it, tells its channels, runs `onUnsubscribe`.
    func end(_ subscription: LocalSubscription, reason: SubscriptionQueue.CloseReason) async {
        subscription.queue.close(reason)
        let removed = local.withLock { $0.remove(subscription) }
        guard removed else { return }
        let info = subscription.info
        let closeReason = subscription.queue.closeReason ?? reason
        if closeReason == .overflow {
            logger.warning(
                "Server Events subscriber dropped: too much waiting for it (limits: \(feature.maxQueuedMessages) messages, \(feature.maxQueuedBytes) bytes)",
                metadata: ["subscriptionId": "\(info.id)", "userId": "\(info.userId)"])
        } else {
            logger.debug(
                "Server Events subscription ended",
                metadata: ["subscriptionId": "\(info.id)", "reason": "\(closeReason)"])
        }
        do {
            try await feature.broker.remove(subscriptionId: info.id)
            try await announce("cmd.onLeave", info, to: info.channels)
        } catch {
            logger.error("Server Events broker failed", metadata: ["error": "\(error)"])
        }
        await feature.onUnsubscribe?(info)
    }

    /// The local subscription with `id`, or a 404 as ServiceStack words it.
    func localSubscription(_ id: String?) throws -> LocalSubscription {
        guard let id, let subscription = local.withLock({ $0[id] }) else {
            throw HttpError.notFound("Subscription \(id ?? "") does not exist")
        }
        return subscription
    }

    /// Records a heartbeat and answers it with `cmd.onHeartbeat` on the subscription's stream.
    func heartbeat(_ subscription: LocalSubscription) {
        subscription.pulse(at: feature.clock.elapsed)
        subscription.queue.enqueue(data: "cmd.onHeartbeat " + Self.json(subscription.info.meta))
    }

    /// Joins and leaves channels, then sends `cmd.onUpdate` to the old and new channels.
    func update(_ subscription: LocalSubscription, subscribe: [String], unsubscribe: [String]) async throws {
        let maxChannels = channelRules.maxChannels
        let (before, after) = try local.withLock {
            try $0.updateChannels(
                of: subscription, subscribe: subscribe, unsubscribe: unsubscribe, maxChannels: maxChannels)
        }
        guard before.channels != after.channels else { return }
        try await feature.broker.save(after)
        let old = Set(before.channels)
        let channels = before.channels + after.channels.filter { !old.contains($0) }
        try await announce("cmd.onUpdate", after, to: channels)
    }

    /// Sends a subscription's meta to the members of `channels`, when the feature notifies channels.
    private func announce(_ selector: String, _ info: ServerEventSubscriptionInfo, to channels: [String])
        async throws
    {
        guard feature.notifyChannelOfSubscriptions else { return }
        let body = Self.json(info.meta)
        for channel in channels {
            try await feature.broker.publish(
                ServerEventEnvelope(audience: .everyone, channel: channel, selector: selector, body: body))
        }
    }

    /// Expires subscriptions without a heartbeat on `ticks` (every `houseKeepingInterval` on the feature's clock)
    /// while there are subscriptions, unless housekeeping runs already. The ticks start before the subscriber can
    /// see its subscription, so a test that advances the clock once it sees it wakes the housekeeping.
    private func startHousekeeping(_ ticks: ServerClock.Ticks) {
        guard feature.heartbeatPath != nil else { return }
        housekeeper.withLock { task in
            guard task == nil else { return }
            var ticks = ticks
            task = Task { [weak self] in
                while !Task.isCancelled {
                    do {
                        try await ticks.wait()
                    } catch {
                        return
                    }
                    guard let self, await self.expireIdleSubscriptions() else { return }
                }
            }
        }
    }

    /// Ends the idle subscriptions; false (and housekeeping stops) when none are left.
    private func expireIdleSubscriptions() async -> Bool {
        let now = feature.clock.elapsed
        let idle = local.withLock { $0.all.filter { $0.isIdle(for: feature.idleTimeout, at: now) } }
        for subscription in idle { await end(subscription, reason: .expired) }
        return housekeeper.withLock { task in
            let remaining = local.withLock { !$0.isEmpty }
            if !remaining { task = nil }
            return remaining
        }
    }

    /// Encodes subscription metas; its settings never change after creation.
    private static let metaEncoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    /// A string dictionary as JSON, keys sorted, line separators escaped.
    static func json(_ values: [String: String]) -> String {
        guard let data = try? metaEncoder.encode(values) else { return "{}" }
        return EventText.escapingLineSeparators(String(decoding: data, as: UTF8.self))
    }
}
