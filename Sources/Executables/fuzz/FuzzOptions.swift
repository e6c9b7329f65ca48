import ArgumentParser
import Foundation
import FuzzHarness
import FuzzedServers

/// The options every fuzzing pass takes.
struct FuzzOptions: ParsableArguments {
    @Option(help: "Seed of the random cases; the same seed sends the same cases in the same order.")
    var seed: UInt64 = 1

    @Option(help: "Time budget in seconds for the whole run, shared among its campaigns.")
    var seconds: Double = 110

    @Option(help: "At most this many cases per campaign (one server over one transport, or the parsers).")
    var cases: Int = 1_000_000

    @Option(help: "Seconds one request may take before it counts as a hang.")
    var timeout: Double = 10

    @Option(help: "Only this server (test-server or techstacks-server).")
    var server: String?

    @Option(help: "Where failing cases are written (a .http request and a .txt report each).")
    var out: String = ".build/fuzz-failures"

    @Option(help: "The regression corpus, whose parser inputs seed the mutations.")
    var corpus: String = "Tests/FuzzCorpus"

    @Option(help: "The folder holding the test-server and techstacks-server binaries (default: beside fuzz).")
    var binaries: String?

    func servers() throws -> [FuzzServer] {
        guard let server else { return FuzzServer.all }
        return [try FuzzServer.named(server)]
    }
}

extension FuzzServer {
    /// The server `fuzz` drives under `name`, or a usage error naming those there are.
    static func named(_ name: String) throws -> FuzzServer {
        guard let server = all.named(name) else {
            throw ValidationError("unknown server '\(name)'; use \(all.map(\.name).joined(separator: " or "))")
        }
        return server
    }
}

/// Where the running `fuzz` binary lives (workers are started from it; the servers sit beside it).
enum FuzzExecutable {
    static var url: URL {
        Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
    }
}
