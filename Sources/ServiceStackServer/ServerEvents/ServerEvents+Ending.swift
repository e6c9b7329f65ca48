import Foundation
import ServiceStackWire

extension ServerEvents {
    /// Ends the subscriptions of this instance that `predicate` selects, as an unregister does: their streams
    /// close, their channels get `onLeave` and `onUnsubscribe` runs. Returns how many ended.
    @discardableResult
    public func endSubscriptions(where predicate: (ServerEventSubscriptionInfo) -> Bool) async -> Int {
        let all = local.withLock { Array($0.all) }
        let chosen = all.filter { predicate($0.info) }
        for subscription in chosen {
            await end(subscription, reason: .unregistered)
        }
        return chosen.count
    }
}
