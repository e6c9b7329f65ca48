import ArgumentParser
import Foundation

/// `swift run -c release bench <suite>`: benchmarks printed as ratios against a baseline measured in the same run.
@main
struct Bench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Benchmarks, each printed as ratios to a baseline measured in the same run.",
        subcommands: [Client.self, Codegen.self])

    struct Client: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Round-trips per second of the client transports against a raw AsyncHTTPClient baseline.")

        @Option(help: "Calls per concurrent measurement (an eighth of that for the sequential one).")
        var calls = 8_000
        @Option(help: "Measurement rounds; transports alternate and medians are reported.") var rounds = 5
        @Option(help: "Calls in flight for the concurrent measurement.") var concurrency = 32

        func run() async throws {
            try await ClientBench.run(calls: calls, concurrency: concurrency, rounds: rounds)
        }
    }

    struct Codegen: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Swift generation time for the largest fixture and a synthetic 2,000-type document.")

        func run() async throws {
            try await CodegenBench.run()
        }
    }
}
