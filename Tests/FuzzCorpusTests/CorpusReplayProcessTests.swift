import Foundation
import FuzzHarness
import FuzzedServers
import TestSupport
import Testing

/// Replays the regression corpus (`Tests/FuzzCorpus`) on every test run: parser inputs through their entry
/// functions, HTTP requests through the in-memory host and over HTTP. Nothing may trap or answer 5xx.
@Suite("Fuzz regression corpus", .tags(.processes))
struct CorpusReplayProcessTests {
    static let corpus = Corpus(
        folder: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("FuzzCorpus"), servers: FuzzServer.all)

    @Test("The corpus holds parser and HTTP cases for both servers")
    func corpusIsPresent() {
        let kinds = Self.corpus.entries.map { entry -> String in
            switch entry.kind {
            case .parser: "parser"
            case .http(let server): server.name
            }
        }
        #expect(kinds.contains("parser"))
        #expect(kinds.contains("test-server"))
        #expect(kinds.contains("techstacks-server"))
    }

    @Test("Every known issue names a corpus file")
    func knownIssuesExist() {
        let paths = Set(Self.corpus.entries.map(\.relativePath))
        for known in Self.corpus.knownIssues.keys.sorted() {
            #expect(paths.contains(known), "known-issues.txt names \(known), which is not in the corpus")
        }
    }

    @Test("Entries not marked known replay without a trap, a 5xx, a dropped connection or a hang")
    func replaysCleanly() async throws {
        let replay = CorpusReplay()
        for entry in Self.corpus.entries where Self.corpus.knownIssues[entry.relativePath] == nil {
            let problems = try await replay.replay(entry)
            #expect(problems.isEmpty, "\(entry.relativePath): \(problems.joined(separator: "; "))")
        }
        await replay.close()
    }

    /// Known failures run in a child `fuzz replay` process, since a trap would end this one. When a fix lands the
    /// child passes, `withKnownIssue` reports the missing issue, and the entry's line comes out of known-issues.txt.
    @Test("Entries marked known still fail, each in its own process", arguments: Self.knownEntries)
    func knownIssuesStillFail(entry: Corpus.Entry) async throws {
        let run = try await FuzzExecutable.replay(entry.relativePath, corpus: Self.corpus.folder)
        withKnownIssue(Comment(rawValue: Self.corpus.knownIssues[entry.relativePath] ?? "")) {
            #expect(run.passed, "\(entry.relativePath): \(run.output)")
        }
    }

    static var knownEntries: [Corpus.Entry] {
        corpus.entries.filter { corpus.knownIssues[$0.relativePath] != nil }
    }
}
