import ArgumentParser
import Foundation
import FuzzHarness
import FuzzedServers

/// The options a supervisor passes to every worker.
struct WorkerRangeOptions: ParsableArguments {
    @Option var from: Int = 0
    @Option(name: .customLong("max-cases")) var maxCases: Int = .max
    @Option var until: Double = .greatestFiniteMagnitude
    @Option(name: .customLong("skip-file")) var skipFile: String?

    var range: WorkerRange {
        WorkerRange(
            from: from, maxCases: maxCases, until: Date(timeIntervalSince1970: until),
            skippedClasses: WorkerRange.skippedClasses(in: skipFile.map { URL(fileURLWithPath: $0) }))
    }
}

struct MemoryWorkerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "memory-worker", abstract: "Internal: runs in-memory cases for `fuzz memory`.",
        shouldDisplay: false)

    @Option var server: String
    @Option var metadata: String
    @Option var seed: UInt64 = 1
    @Option var token: String?
    @OptionGroup var range: WorkerRangeOptions

    func run() async throws {
        let chosen = try FuzzServer.named(server)
        let document = try Data(contentsOf: URL(fileURLWithPath: metadata))
        try await MemoryCampaign.work(server: chosen, metadata: document, seed: seed, token: token, range: range.range)
    }
}

struct ParserWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parser-worker", abstract: "Internal: runs parser inputs for `fuzz parsers`.",
        shouldDisplay: false)

    @Option var seed: UInt64 = 1
    @Option var corpus: String?
    @OptionGroup var range: WorkerRangeOptions

    func run() throws {
        ParserCampaign.work(seed: seed, corpus: corpus.map { URL(fileURLWithPath: $0) }, range: range.range)
    }
}
