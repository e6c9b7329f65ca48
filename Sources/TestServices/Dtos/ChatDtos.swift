import Foundation
import ServiceStack

/// Posts a chat message to a Server Events channel (or to one user); subscribers receive a `ChatMessage`.
package class PostChatToChannel: IReturn, IPost, Codable {
    package typealias Return = ChatMessage
    /// The sender's subscription id.
    package var from: String?
    /// When set, only this user's subscriptions receive the message.
    package var toUserId: String?
    package var channel: String?
    package var message: String?
    /// The selector to send with; `cmd.ChatMessage` when nil.
    package var selector: String?
    required package init() {}

    /// Creates a message for `channel`.
    package init(from: String?, channel: String, message: String, toUserId: String? = nil, selector: String? = nil) {
        self.from = from
        self.channel = channel
        self.message = message
        self.toUserId = toUserId
        self.selector = selector
    }
}

/// A chat message as subscribers receive it.
package class ChatMessage: Codable {
    package var id: Int64 = 0
    package var channel: String?
    package var fromUserId: String?
    package var fromName: String?
    package var displayName: String?
    package var message: String?
    package var userAuthId: String?
    package var isPrivate: Bool = false
    required package init() {}
}
