import Foundation
import ServiceStack
import ServiceStackServer

/// Server Events at the default paths, and the chat service that publishes to a channel.
enum ChatServices {
    static func register(on host: ServiceStackHost, feature: ServerEventsFeature) {
        let events = host.enableServerEvents(feature)
        let messageIds = Locked<Int64>(0)
        host.register(PostChatToChannel.self) { request, context in
            let channel = request.channel ?? "home"
            let sender = try await events.subscriptions().first { $0.id == request.from }
            let chat = ChatMessage()
            chat.id = messageIds.withLock { id in
                id += 1
                return id
            }
            chat.channel = channel
            chat.fromUserId = sender?.userId ?? context.session?.userId
            chat.fromName = sender?.displayName ?? context.session?.displayName
            chat.displayName = chat.fromName
            chat.message = request.message
            chat.userAuthId = context.session?.userId
            chat.isPrivate = request.toUserId != nil
            if let toUserId = request.toUserId {
                try await events.notifyUserId(toUserId, chat, selector: request.selector, channel: channel)
            } else {
                try await events.notifyChannel(channel, chat, selector: request.selector)
            }
            return chat
        }
    }
}
