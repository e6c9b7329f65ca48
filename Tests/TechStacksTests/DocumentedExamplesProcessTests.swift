import Foundation
import ServiceStack
import ServiceStackServerTesting
import TestSupport
import Testing

/// Every `techstacks` command README.md and the console's `--help` show, run as shown against a live seeded server
/// (with its `--base-url`), so an example naming data the seed does not have fails here, and a new example is
/// tested by being written.
@Suite("techstacks: every command the README and --help show", .tags(.processes))
struct DocumentedExamplesProcessTests {
    @Test func theReadmesCommandsDoWhatItShows() async throws {
        let readme = try String(contentsOf: PackageRoot.url.appendingPathComponent("README.md"), encoding: .utf8)
        let commands = try DocumentedCommand.inReadme(readme)
        // The README shows a dozen and more; far fewer means the extraction broke, not the README.
        #expect(commands.count >= 12, "\(commands)")
        try await Self.run(commands)
    }

    @Test func everyHelpExampleSucceeds() async throws {
        var commands: [DocumentedCommand] = []
        var withoutExamples: [String] = []
        try await Self.collectHelpExamples(of: [], into: &commands, withoutExamples: &withoutExamples)
        #expect(withoutExamples.isEmpty, "commands whose --help shows no example: \(withoutExamples)")
        #expect(commands.count >= 15, "\(commands)")
        try await Self.run(commands)
    }

    /// The examples of `techstacks <path> --help` and of every subcommand below it; a command that runs (one with no
    /// subcommands) and shows no example is listed in `withoutExamples`.
    private static func collectHelpExamples(
        of path: [String], into commands: inout [DocumentedCommand], withoutExamples: inout [String]
    ) async throws {
        // Wide enough that help wraps no example.
        let help = try await ConsoleProcess.run(path + ["--help"], environment: ["COLUMNS": "400"])
        #expect(help.status == 0, "\(help.error)")
        let source = (["techstacks"] + path + ["--help"]).joined(separator: " ")
        let examples = try DocumentedCommand.inHelp(help.output, source: source)
        commands += examples
        let subcommands = DocumentedCommand.subcommands(inHelp: help.output)
        if subcommands.isEmpty, examples.isEmpty { withoutExamples.append(source) }
        for subcommand in subcommands {
            try await collectHelpExamples(of: path + [subcommand], into: &commands, withoutExamples: &withoutExamples)
        }
    }

    /// Runs `commands` in order on one live server with a sessions file of their own (so `login` serves the writes
    /// after it). A `watch` runs beside the rest until it has printed one change.
    private static func run(_ commands: [DocumentedCommand]) async throws {
        let sessions = try TemporarySessionFile()
        let files = sessions.directory.appendingPathComponent("files")
        try await withTechStacksServer(.live) { client in
            var watchers: [(command: DocumentedCommand, process: ExecutableProcess)] = []
            defer { for watcher in watchers { watcher.process.stop() } }
            for command in commands {
                var arguments = command.arguments(against: client.baseUrl, savingIn: files)
                if arguments.first == "watch" {
                    if !arguments.contains("--count") { arguments += ["--count", "1"] }
                    let process = try ExecutableProcess(
                        "techstacks", arguments: arguments, environment: sessions.environment)
                    watchers.append((command, process))
                    _ = try await process.waitFor("Watching")
                    continue
                }
                let result = try await ConsoleProcess.run(arguments, environment: sessions.environment)
                if let expectedError = command.expectedError {
                    #expect(result.status != 0, "\(command) succeeded, but the documentation shows it failing")
                    #expect(result.error.contains(expectedError), "\(command): \(result.error)")
                } else {
                    #expect(result.status == 0, "\(command): \(result.error)")
                }
            }
            guard !watchers.isEmpty else { return }
            // A change for watchers shown after the last write.
            let write = try await ConsoleProcess.run([
                "add", "technology", "--name", "Watched", "--tier", "Data", "--user", "demo", "--password", "demo",
                "--base-url", client.baseUrl,
            ])
            #expect(write.status == 0, "\(write.error)")
            for watcher in watchers {
                _ = try await watcher.process.waitFor(#"\d\d:\d\d:\d\d (created|updated|deleted) "#)
            }
        }
    }
}
