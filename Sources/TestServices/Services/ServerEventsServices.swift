import Foundation
import ServiceStack
import ServiceStackServer
import ServiceStackWire

/// The Server Events services ServiceStack's client suites call: chat, raw and object posts, and a reset.
enum ServerEventsServices {
    static func register(on host: ServiceStackHost, events: ServerEvents, allowsAnonymousReset: Bool) {
        let messageIds = Locked<Int64>(0)
        host.register(PostChatToChannel.self, routes: [Route("/channels/{Channel}/chat")]) { request, context in
            let channel = try ChannelPost.channel(request.channel ?? "home")
            let selector = try ChannelPost.selector(request.selector)
            let sender = try await ChatSender.resolve(context, claimed: request.from, events: events)
            let chat = ChatMessage()
            chat.id = messageIds.withLock { id in
                id += 1
                return id
            }
            chat.channel = channel
            chat.fromUserId = sender.userId
            chat.fromName = sender.displayName
            chat.displayName = sender.displayName
            chat.message = request.message
            chat.userAuthId = context.session?.userId
            chat.isPrivate = request.toUserId != nil
            if let toUserId = request.toUserId {
                try await events.notifyUserId(toUserId, chat, selector: selector, channel: channel)
            } else {
                try await events.notifyChannel(channel, chat, selector: selector)
            }
            return chat
        }
        host.register(PostRawToChannel.self, routes: [Route("/channels/{Channel}/raw")]) { request, _ in
            let channel = try ChannelPost.channel(request.channel ?? "home")
            let selector = try ChannelPost.selector(request.selector) ?? "cmd.announce"
            guard let from = request.from, try await events.subscriptions().contains(where: { $0.id == from })
            else {
                throw HttpError.notFound("Subscription \(request.from ?? "") does not exist")
            }
            if let toUserId = request.toUserId {
                try await events.notifyUserId(toUserId, request.message, selector: selector, channel: channel)
            } else {
                try await events.notifyChannel(channel, request.message, selector: selector)
            }
        }
        host.register(PostObjectToChannel.self, routes: [Route("/channels/{Channel}/object")]) { request, _ in
            let channel = try ChannelPost.channel(request.channel ?? "home")
            let selector = try ChannelPost.selector(request.selector)
            func send(_ object: some Encodable, defaultSelector: String) async throws {
                if let toUserId = request.toUserId {
                    try await events.notifyUserId(
                        toUserId, object, selector: selector ?? defaultSelector, channel: channel)
                } else {
                    try await events.notifyChannel(channel, object, selector: selector ?? defaultSelector)
                }
            }
            if let custom = request.customType { try await send(custom, defaultSelector: "cmd.CustomType") }
            if let setter = request.setterType { try await send(setter, defaultSelector: "cmd.SetterType") }
        }
        host.register(ResetServerEvents.self, routes: [Route("/reset-serverevents")]) { _, context in
            if allowsAnonymousReset || context.session?.roles.contains("Admin") == true {
                await events.endSubscriptions { _ in true }
                return
            }
            let sessionId = ChatSender.sessionId(of: context)
            let userId = context.session?.userId
            await events.endSubscriptions { info in
                if info.isAuthenticated { return userId != nil && info.userId == userId }
                return sessionId != nil && info.sessionId == sessionId
            }
        }
    }
}

/// What a client may choose in a channel post: the channel name and the selector.
enum ChannelPost {
    /// `name`, or a 400 when it holds what would break a frame (`@`, white space, control characters).
    static func channel(_ name: String) throws -> String {
        guard !name.isEmpty, !name.unicodeScalars.contains(where: breaksFrame), !name.contains("@") else {
            throw ArgumentError("Invalid channel name: \(name.debugDescription)", paramName: "Channel")
        }
        return name
    }

    /// `selector` (`op.target`, e.g. `cmd.chat`, `css.color$#top`), or a 400 for one that would break a frame,
    /// name a channel (`@`) or name a command only the server sends (`cmd.onConnect`, `cmd.onJoin`...).
    static func selector(_ selector: String?) throws -> String? {
        guard let selector else { return nil }
        let parts = selector.split(separator: ".", maxSplits: 1)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty, !selector.contains("@"),
            !selector.unicodeScalars.contains(where: breaksFrame)
        else {
            throw ArgumentError("Invalid selector: \(selector.debugDescription)", paramName: "Selector")
        }
        if parts[0] == "cmd", parts[1].hasPrefix("on"), parts[1].dropFirst(2).first?.isUppercase == true {
            throw ArgumentError("Selector \(selector) is reserved for the server", paramName: "Selector")
        }
        return selector
    }

    private static func breaksFrame(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || scalar.properties.generalCategory == .control
            || scalar.properties.generalCategory == .lineSeparator
            || scalar.properties.generalCategory == .paragraphSeparator
    }
}
