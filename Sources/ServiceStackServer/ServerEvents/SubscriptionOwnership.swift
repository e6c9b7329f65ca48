/// Who may act on a subscription (send its heartbeats, end it, change its channels) and whose subscriptions a
/// caller counts as its own.
///
/// A subscription opened by a signed-in user belongs to that user; an anonymous one to the `ss-id` session that
/// opened it. Its id alone proves nothing: ids are shown to the members of its channels. Clients that keep no
/// cookies prove ownership with the owner token that only the subscription's own `onConnect` frame carries, in the
/// heartbeat, unregister and update URLs it hands out.
enum SubscriptionOwnership {
    /// The query parameter that carries the owner token.
    static let tokenParameter = "token"

    /// Whether the caller of `context` may act on `subscription`.
    static func mayAct(_ context: ServiceContext, on subscription: LocalSubscription, token: String?) -> Bool {
        if let token, subscription.hasOwnerToken(token) { return true }
        return owns(context, subscription.info)
    }

    /// Whether the caller of `context` opened `info`: as its signed-in user, or anonymously with its `ss-id`.
    static func owns(_ context: ServiceContext, _ info: ServerEventSubscriptionInfo) -> Bool {
        if info.isAuthenticated {
            return context.session?.userId == info.userId
        }
        guard let sessionId = presentedSessionId(context), let opener = info.sessionId else { return false }
        return constantTimeEquals(sessionId, opener)
    }

    static func presentedSessionId(_ context: ServiceContext) -> String? {
        guard let id = AuthCookies.presentedSessionId(context), !id.isEmpty else { return nil }
        return id
    }

    /// Compares secrets in time that depends only on their lengths.
    static func constantTimeEquals(_ lhs: String, _ rhs: String) -> Bool {
        let left = Array(lhs.utf8)
        let right = Array(rhs.utf8)
        guard left.count == right.count else { return false }
        var difference: UInt8 = 0
        for index in left.indices { difference |= left[index] ^ right[index] }
        return difference == 0
    }
}
