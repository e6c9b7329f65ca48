import ArgumentParser
import ServerCommandSupport
import ServiceStack
import ServiceStackServer

/// Hosts the chat: Server Events plus the service that posts to a channel.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve", abstract: "Hosts the chat on 127.0.0.1.")

    @Option(name: .long, help: "Port to listen on (0 picks a free port).")
    var port: Int = 5001

    @OptionGroup var server: ServerOptions

    func run() async throws {
        let host = ServiceStackHost(name: "chat", logger: server.logger(label: "chat"))
        let events = host.enableServerEvents()
        let messageIds = MessageIds()
        host.register(PostChatToChannel.self) { request, _ in
            let channel = request.channel ?? "home"
            let sender = try await events.subscriptions(inChannels: [channel]).first { $0.id == request.from }
            let chat = ChatMessage(
                id: await messageIds.next(), channel: channel, fromUserId: sender?.userId,
                fromName: sender?.displayName,
                message: request.message)
            try await events.notifyChannel(channel, chat)
            return chat
        }
        try await host.run(port: port, configure: server.configure)
    }
}

/// Numbers the messages of the chat.
private actor MessageIds {
    private var last: Int64 = 0

    func next() -> Int64 {
        last += 1
        return last
    }
}
