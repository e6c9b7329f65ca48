import Foundation
import TestSupport
import Testing

/// `chat-example`: a server and two people chatting through a channel, each a process of its own, as in the README.
@Suite(.tags(.processes)) struct ChatExampleProcessTests {
    @Test func twoPeopleChatThroughAChannel() async throws {
        let server = try ExecutableProcess("chat-example", arguments: ["serve", "--port", "0"])
        defer { server.stop() }
        let url = try await server.listeningUrl()

        let ann = try ExecutableProcess("chat-example", arguments: ["join", "--url", url, "--channel", "lobby"])
        defer { ann.stop() }
        let annName = try await ann.waitFor(#"connected as \S+"#).split(separator: " ").last.map(String.init) ?? ""
        let bob = try ExecutableProcess("chat-example", arguments: ["join", "--url", url, "--channel", "lobby"])
        defer { bob.stop() }
        let bobName = try await bob.waitFor(#"connected as \S+"#).split(separator: " ").last.map(String.init) ?? ""
        _ = try await ann.waitFor("\\* \(bobName) joined")

        ann.type("hello from ann")
        _ = try await bob.waitFor("\(annName): hello from ann")
        bob.type("hi ann")
        _ = try await ann.waitFor("\(bobName): hi ann")

        ann.endInput()
        _ = try await bob.waitFor("\\* \(annName) left")
    }

    /// What others type is printed with its control characters escaped: a message cannot set the window title,
    /// clear the screen or move the cursor of everyone in the channel.
    @Test func controlSequencesInMessagesAreEscaped() async throws {
        let server = try ExecutableProcess("chat-example", arguments: ["serve", "--port", "0"])
        defer { server.stop() }
        let url = try await server.listeningUrl()
        let ann = try ExecutableProcess("chat-example", arguments: ["join", "--url", url, "--channel", "lobby"])
        defer { ann.stop() }
        _ = try await ann.waitFor(#"connected as \S+"#)
        let bob = try ExecutableProcess("chat-example", arguments: ["join", "--url", url, "--channel", "lobby"])
        defer { bob.stop() }
        _ = try await bob.waitFor(#"connected as \S+"#)

        ann.type("\u{1B}]0;owned\u{07}\u{1B}[2Jgone\u{9B}31m")
        _ = try await bob.waitFor(#": \\u\{1B\}\]0;owned\\u\{7\}\\u\{1B\}\[2Jgone\\u\{9B\}31m"#)
        #expect(!bob.output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x9B })
    }
}
