import ArgumentParser
import Foundation
import ServiceStack

/// Joins a channel: prints what others say, who comes and goes, and posts each line typed.
struct JoinCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "join", abstract: "Chats in a channel: type a line to post it, end input (Ctrl-D) to leave.")

    @Option(name: .long, help: "The chat server (chat-example serve, or test-server).")
    var url = "http://127.0.0.1:5001/"

    @Option(name: .long, help: "The channel to join.")
    var channel = "home"

    func run() async throws {
        let events = ServerEventsClient(baseUrl: url, channels: [channel])
        let client = events.serviceClient
        events.onConnect = { connect in
            say("* connected as \(connect.displayName) to #\(connect.channels.joined(separator: ", #"))")
        }
        events.onJoin = { user in say("* \(user.displayName) joined") }
        events.onLeave = { user in say("* \(user.displayName) left") }
        events.onReconnect = { say("* reconnected") }
        events.onException = { error in say("* \(error)") }
        events.handle(ChatMessage.self) { chat, _ in
            say("\(chat.fromName ?? "?"): \(chat.message ?? "")")
        }
        events.start()
        for await line in StandardInput.lines() where !line.isEmpty {
            let request = PostChatToChannel(from: events.connectionInfo?.id, channel: channel, message: line)
            do {
                let _: ChatMessage = try await client.postAsync(request)
            } catch {
                say("* not sent: \(error)")
            }
        }
        await events.stop()
    }
}

/// The lines typed on standard input, read on a thread of their own (reading blocks).
enum StandardInput {
    static func lines() -> AsyncStream<String> {
        AsyncStream { continuation in
            Thread.detachNewThread {
                while let line = readLine() { continuation.yield(line) }
                continuation.finish()
            }
        }
    }
}

/// Writes `line` at once, also when the output is a pipe (where `print` would hold it in a buffer), with its
/// control characters escaped: names and messages come from other people, and must not drive the terminal.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((TerminalText.escaped(line, keepingLineFeeds: false) + "\n").utf8))
}
