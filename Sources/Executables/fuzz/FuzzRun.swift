import ArgumentParser
import Foundation
import FuzzHarness

/// One run of the harness: campaigns in order, within one time budget, then the grouped report.
struct FuzzRun {
    enum Part {
        case parsers, owners, cost, http, memory

        /// The part of the time budget a campaign of this kind gets, relative to the others.
        var share: Double {
            switch self {
            case .parsers: 0.2
            case .owners: 0.4
            case .cost: 0.8
            case .http, .memory: 1
            }
        }
    }

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

        // Each campaign gets its share of the time that is left, so what a finite campaign (owners) leaves
        // goes to the ones after it: the HTTP and in-memory campaigns a share each, cost 0.8, owners 0.4,
        // the parsers 0.2.
        let order = [Part.owners, .cost, .http, .memory].filter(parts.contains)
        var pending =
            (parts.contains(.parsers) ? [Part.parsers.share] : [])
            + servers.flatMap { _ in order.map(\.share) }
        var results: [CampaignResult] = []
        func budget(_ part: Part) -> CampaignBudget {
            let left = max(0, options.seconds - Date().timeIntervalSince(started))
            let seconds = left * part.share / max(pending.reduce(0, +), part.share)
            pending.removeFirst()
            return CampaignBudget(seconds: seconds, maxCases: options.cases, requestTimeout: options.timeout)
        }
        if parts.contains(.parsers) {
            let result = try ParserCampaign.run(
                seed: options.seed, corpus: corpus, budget: budget(.parsers), log: log, scratch: scratch,
                fuzzExecutable: FuzzExecutable.url)
            print(result.line)
            results.append(result)
        }
        for server in servers {
            for part in order {
                let result: CampaignResult
                switch part {
                case .owners:
                    result = try OwnerCampaign.run(
                        server: server, seed: options.seed, budget: budget(part), log: log, scratch: scratch,
                        binaries: binaries)
                case .cost:
                    result = try CostCampaign.run(
                        server: server, seed: options.seed, budget: budget(part), log: log, scratch: scratch,
                        binaries: binaries)
                case .http:
                    result = try HTTPCampaign.run(
                        server: server, seed: options.seed, budget: budget(part), log: log, scratch: scratch,
                        binaries: binaries)
                case .memory:
                    result = try await MemoryCampaign.run(
                        server: server, seed: options.seed, budget: budget(part), log: log, scratch: scratch,
                        fuzzExecutable: FuzzExecutable.url)
                case .parsers:
                    continue
                }
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
