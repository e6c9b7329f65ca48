import Foundation
import NIOConcurrencyHelpers
import ServiceStack
import ServiceStackWire

/// A subscription whose connection this instance holds: what it is, when it last sent a heartbeat, its queue, and
/// the owner token its `onConnect` URLs carry.
final class LocalSubscription: Sendable {
    let id: String
    let queue: SubscriptionQueue
    /// Handed out only in the subscription's own `onConnect` frame; never listed, stored or sent to anyone else.
    let ownerToken: OwnerToken
    /// The description, and the feature clock's `elapsed` at the last heartbeat (or the start).
    private let state: NIOLockedValueBox<(info: ServerEventSubscriptionInfo, lastPulse: Duration)>

    /// A subscription started at `startedAt`, a reading of the feature clock's `elapsed`.
    init(info: ServerEventSubscriptionInfo, capacity: Int, maxBytes: Int, startedAt: Duration) {
        id = info.id
        queue = SubscriptionQueue(capacity: capacity, maxBytes: maxBytes)
        ownerToken = OwnerToken()
        state = NIOLockedValueBox((info, startedAt))
    }

    var info: ServerEventSubscriptionInfo {
        state.withLockedValue { $0.info }
    }

    /// Whether `token` is this subscription's owner token.
    func hasOwnerToken(_ token: String) -> Bool {
        ownerToken.matches(token)
    }

    /// Whether `envelope` goes to this subscription (checked without copying its description).
    func isReached(by envelope: ServerEventEnvelope) -> Bool {
        state.withLockedValue { envelope.reaches($0.info) }
    }

    /// Records a heartbeat at `now`, a reading of the feature clock's `elapsed`.
    func pulse(at now: Duration) {
        state.withLockedValue { $0.lastPulse = max($0.lastPulse, now) }
    }

    /// Whether no heartbeat arrived within `timeout` of `now`, a reading of the clock's `elapsed`.
    func isIdle(for timeout: Duration, at now: Duration) -> Bool {
        state.withLockedValue { now - $0.lastPulse > timeout }
    }

    /// Changes the channels (linear in their number); returns the description before and after, or a 400 when the
    /// result would hold more than `maxChannels`.
    func updateChannels(subscribe: [String], unsubscribe: [String], maxChannels: Int) throws
        -> (before: ServerEventSubscriptionInfo, after: ServerEventSubscriptionInfo)
    {
        try state.withLockedValue { state in
            let before = state.info
            let leaving = Set(unsubscribe)
            var channels = before.channels.filter { !leaving.contains($0) }
            var present = Set(channels)
            for channel in subscribe where present.insert(channel).inserted { channels.append(channel) }
            guard channels.count <= maxChannels else { throw ChannelRules.tooManyChannels(maxChannels) }
            state.info.channels = channels
            return (before, state.info)
        }
    }
}
