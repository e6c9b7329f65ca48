import ArgumentParser
import Foundation
import FuzzHarness
import FuzzedServers

/// `fuzz replay [FILE…]`: replays corpus entries in this process (all of them when no file is named).
struct ReplayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replays regression corpus entries (parsers, in-memory host, HTTP); exits 1 if any fails.")

    @Option(help: "The regression corpus folder.")
    var corpus: String = "Tests/FuzzCorpus"

    @Argument(help: "Corpus files (paths, or paths relative to the corpus folder); all when none.")
    var files: [String] = []

    func run() async throws {
        let loaded = Corpus(folder: URL(fileURLWithPath: corpus), servers: FuzzServer.all)
        var entries: [Corpus.Entry] = []
        for file in files {
            guard let entry = loaded.entry(for: file) else { throw ValidationError("\(file) is not in \(corpus)") }
            entries.append(entry)
        }
        if files.isEmpty { entries = loaded.entries }
        let replay = CorpusReplay()
        var failed = 0
        for entry in entries {
            say("replay \(entry.relativePath)")
            let problems = try await replay.replay(entry)
            say(problems.isEmpty ? "  ok" : "  FAILED\n    " + problems.joined(separator: "\n    "))
            if !problems.isEmpty { failed += 1 }
        }
        await replay.close()
        if failed > 0 {
            print("\(failed) of \(entries.count) corpus entries failed")
            throw ExitCode(1)
        }
    }

    /// Written at once (not buffered), so the entry in flight is on screen when one traps.
    private func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
