import ArgumentParser
import Foundation
import ServiceStack
import TechStacksClient

struct WatchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Prints each change to technologies and stacks as it happens (Ctrl-C to stop).",
        discussion: """
            Run it in one terminal and add, edit or delete in another.

            \(ConsoleExamples.section("watch --base-url http://127.0.0.1:5050/"))
            """)

    @OptionGroup var connection: ConnectionOptions

    @ArgumentParser.Option(help: "Stop after this many changes.")
    var count: Int?

    func validate() throws {
        guard connection.baseUrl != nil else {
            throw ValidationError("watch needs --base-url: nobody else can change an embedded server")
        }
        if let count, count < 1 { throw ValidationError("--count must be at least 1") }
    }

    func run() async throws {
        let limit = count
        try await connection.run { session in
            var seen = 0
            do {
                try await session.data.watchChanges(
                    onConnect: {
                        say("Watching \(session.data.client.baseUrl) for changes (Ctrl-C to stop)")
                    },
                    onChange: { change in
                        say("\(Self.time()) \(TerminalText.escaped(change.summary, keepingLineFeeds: false))")
                        seen += 1
                        if let limit, seen >= limit { throw EnoughChanges() }
                    },
                    onSkipped: { error in
                        say(
                            "\(Self.time()) skipped a change that could not be read: "
                                + TerminalText.escaped("\(error)", keepingLineFeeds: false))
                    })
            } catch is EnoughChanges {
                return
            }
        }
    }

    private struct EnoughChanges: Error {}

    private static func time() -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        return formatter.string(from: Date())
    }
}

/// Writes `line` at once, also when the output is a pipe (where `print` would hold it in a buffer).
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
