import Foundation
import ServiceStack

/// Sends `message` as a raw JSON string to a channel (or to one user) with any client selector: `cmd.announce`,
/// `trigger.customEvent`, `css.background-image$#top`.
package class PostRawToChannel: IReturnVoid, IPost, Codable {
    /// The sender's subscription id; it must be a live subscription, as on ServiceStack's test server.
    package var from: String?
    /// When set, only this user's subscriptions receive the message.
    package var toUserId: String?
    package var channel: String?
    package var message: String?
    package var selector: String?
    required package init() {}
}

/// Sends `customType` (selector `cmd.CustomType`) and/or `setterType` (`cmd.SetterType`) to a channel or a user.
package class PostObjectToChannel: IReturnVoid, IPost, Codable {
    /// When set, only this user's subscriptions receive the objects.
    package var toUserId: String?
    package var channel: String?
    /// Replaces the default selectors when set.
    package var selector: String?
    package var customType: CustomType?
    package var setterType: SetterType?
    required package init() {}
}

/// An object `PostObjectToChannel` publishes.
package class CustomType: Codable {
    package var id: Int = 0
    package var name: String?
    required package init() {}
}

/// An object `PostObjectToChannel` publishes, for receivers that take it through a setter.
package class SetterType: Codable {
    package var id: Int = 0
    package var name: String?
    required package init() {}
}

/// Ends Server Events subscriptions: every one for an `Admin`, the caller's own (same user, or same `ss-id`
/// session) for anyone else; every one for anyone on a host started with `allowsAnonymousServerEventsReset`.
package class ResetServerEvents: IReturnVoid, IPost, Codable {
    required package init() {}
}
