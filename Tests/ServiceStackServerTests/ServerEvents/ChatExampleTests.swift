import Foundation
import GeneratedCodeCompiler
import Testing

/// `chat-example`: a server and two people chatting through a channel, each a process of its own, as in the README.
@Suite struct ChatExampleTests {
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
}
