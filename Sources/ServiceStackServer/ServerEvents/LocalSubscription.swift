import ServiceStack

/// A subscription whose connection this instance holds: what it is, when it last sent a heartbeat, and its queue.
final class LocalSubscription: Sendable {
    let id: String
    let queue: SubscriptionQueue
    private let state: Locked<(info: ServerEventSubscriptionInfo, lastPulse: ContinuousClock.Instant)>

    init(info: ServerEventSubscriptionInfo, capacity: Int) {
        id = info.id
        queue = SubscriptionQueue(capacity: capacity)
        state = Locked((info, ContinuousClock.now))
    }

    var info: ServerEventSubscriptionInfo {
        state.withLock { $0.info }
    }

    /// Whether `envelope` goes to this subscription (checked without copying its description).
    func isReached(by envelope: ServerEventEnvelope) -> Bool {
        state.withLock { envelope.reaches($0.info) }
    }

    /// Records a heartbeat.
    func pulse() {
        state.withLock { $0.lastPulse = ContinuousClock.now }
    }

    /// Whether no heartbeat arrived within `timeout` of `now`.
    func isIdle(for timeout: Duration, at now: ContinuousClock.Instant) -> Bool {
        state.withLock { now - $0.lastPulse > timeout }
    }

    /// Changes the channels; returns the description before and after.
    func updateChannels(subscribe: [String], unsubscribe: [String])
        -> (before: ServerEventSubscriptionInfo, after: ServerEventSubscriptionInfo)
    {
        state.withLock { state in
            let before = state.info
            var channels = before.channels.filter { !unsubscribe.contains($0) }
            for channel in subscribe where !channels.contains(channel) { channels.append(channel) }
            state.info.channels = channels
            return (before, state.info)
        }
    }
}
