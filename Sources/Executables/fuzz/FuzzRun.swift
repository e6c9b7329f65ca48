import ArgumentParser
import Foundation
import FuzzHarness

/// One run of the harness: campaigns in order, within one time budget, then the grouped report.
struct FuzzRun {
    enum Part { case parsers, http, memory }

    let options: FuzzOptions
    let parts: [Part]

    func execute() async throws {
        let started = Date()
        let servers = try options.servers()
        let out = URL(fileURLWithPath: options.out)
        try? FileManager.default.removeItem(at: out)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-\(getpid())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let binaries =
            options.binaries.map { URL(fileURLWithPath: $0) } ?? FuzzExecutable.url.deletingLastPathComponent()
        let corpus = URL(fileURLWithPath: options.corpus).appendingPathComponent("parsers")
        let log = FailureLog(folder: out)
        print(
            "fuzz: seed \(options.seed), budget \(Int(options.seconds)) s, at most \(options.cases) cases per campaign")

        // Each server campaign gets an equal share; the parsers a fifth of one.
        let serverCampaigns = servers.count * parts.filter { $0 != .parsers }.count
        let shares = Double(serverCampaigns) + (parts.contains(.parsers) ? 0.2 : 0)
        let share = options.seconds / max(shares, 0.2)
        var results: [CampaignResult] = []
        func budget(_ fraction: Double) -> CampaignBudget {
            CampaignBudget(seconds: share * fraction, maxCases: options.cases, requestTimeout: options.timeout)
        }
        if parts.contains(.parsers) {
            let result = try ParserCampaign.run(
                seed: options.seed, corpus: corpus, budget: budget(0.2), log: log, scratch: scratch,
                fuzzExecutable: FuzzExecutable.url)
            print(result.line)
            results.append(result)
        }
        for server in servers {
            if parts.contains(.http) {
                let result = try HTTPCampaign.run(
                    server: server, seed: options.seed, budget: budget(1), log: log, scratch: scratch,
                    binaries: binaries)
                print(result.line)
                results.append(result)
            }
            if parts.contains(.memory) {
                let result = try await MemoryCampaign.run(
                    server: server, seed: options.seed, budget: budget(1), log: log, scratch: scratch,
                    fuzzExecutable: FuzzExecutable.url)
                print(result.line)
                results.append(result)
            }
        }
        let total = results.reduce(0) { $0 + $1.casesRun }
        print(
            "fuzz: \(total) cases in \(String(format: "%.1f", Date().timeIntervalSince(started))) s, seed \(options.seed)"
        )
        if log.isEmpty {
            print("fuzz: no failures")
            return
        }
        let known = KnownFailures(
            file: URL(fileURLWithPath: options.corpus).appendingPathComponent("known-failures.txt"))
        let new = log.groups.filter { !known.contains($0) }
        print("fuzz: \(log.total) failing case(s), \(log.groups.count) distinct cause(s), \(new.count) not known")
        print("fuzz: reproducers in \(out.path)")
        print(log.summary(known: known))
        if !new.isEmpty { throw ExitCode(1) }
        print("fuzz: every cause found is listed in known-failures.txt")
    }
}
