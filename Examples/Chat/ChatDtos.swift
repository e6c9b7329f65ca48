import ServiceStack

// The DTOs of ServiceStack's chat demo, as `x swift` would generate them from a server that hosts it
// (`test-server` does, and so does `chat-example serve`).

/// Posts a message to a channel; subscribers of the channel receive the `ChatMessage` as `cmd.ChatMessage`.
final class PostChatToChannel: IReturn, IPost, Codable {
    typealias Return = ChatMessage
    /// The sender's subscription id.
    var from: String?
    var toUserId: String?
    var channel: String?
    var message: String?
    var selector: String?

    init() {}

    init(from: String?, channel: String, message: String) {
        self.from = from
        self.channel = channel
        self.message = message
    }
}

/// A message as the members of a channel receive it.
final class ChatMessage: Codable, Sendable {
    let id: Int64
    let channel: String?
    let fromUserId: String?
    let fromName: String?
    let message: String?

    init(id: Int64, channel: String?, fromUserId: String?, fromName: String?, message: String?) {
        self.id = id
        self.channel = channel
        self.fromUserId = fromUserId
        self.fromName = fromName
        self.message = message
    }
}
