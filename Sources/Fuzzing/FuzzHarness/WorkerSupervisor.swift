import Foundation

/// Runs a worker process (`fuzz memory-worker` or `fuzz parser-worker`), reads its progress lines, and turns
/// a dead or stalled worker into a failure of the case it was running; then restarts it after that case.
package struct WorkerSupervisor {
    /// The `fuzz` binary.
    package var executable: URL
    /// Worker arguments without the range options.
    package var arguments: [String]
    package var scratch: URL
    /// Case `index` of the plan the worker runs, for reproducers.
    package var caseAt: (Int) -> FuzzCase
    package var planSize: Int
    /// Failures that are what a case's service is made to do.
    package var allows: (Failure, FuzzCase) -> Bool

    package init(
        executable: URL, arguments: [String], scratch: URL, planSize: Int, caseAt: @escaping (Int) -> FuzzCase,
        allows: @escaping (Failure, FuzzCase) -> Bool = { _, _ in false }
    ) {
        self.allows = allows
        self.executable = executable
        self.arguments = arguments
        self.scratch = scratch
        self.planSize = planSize
        self.caseAt = caseAt
    }

    package func run(name: String, budget: CampaignBudget, log: FailureLog) throws -> CampaignResult {
        let started = Date()
        var result = CampaignResult(name: name)
        result.planSize = planSize
        var skippedClasses: Set<String> = []
        var next = 0
        let stem = name.replacingOccurrences(of: "/", with: "-")
        let outputFile = scratch.appendingPathComponent("\(stem)-worker.out")
        let errorFile = scratch.appendingPathComponent("\(stem)-worker.err")
        let skipFile = scratch.appendingPathComponent("\(stem)-worker.skip")
        while next < planSize, Date() < budget.deadline, result.casesRun < budget.maxCases {
            try Data(skippedClasses.sorted().joined(separator: "\n").utf8).write(to: skipFile)
            _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
            _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
            let process = Process()
            process.executableURL = executable
            process.arguments =
                arguments + [
                    "--from", "\(next)", "--max-cases", "\(budget.maxCases - result.casesRun)",
                    "--until", "\(budget.deadline.timeIntervalSince1970)", "--skip-file", skipFile.path,
                ]
            var environment = ProcessInfo.processInfo.environment
            environment["SWIFT_BACKTRACE"] = "enable=no"
            process.environment = environment
            process.standardOutput = try FileHandle(forWritingTo: outputFile)
            process.standardError = try FileHandle(forWritingTo: errorFile)
            try process.run()
            var reader = LineReader(file: outputFile)
            var inFlight: (index: Int, since: Date)?
            var finished = false
            var lastIndex = next - 1
            var pendingStatus: [Int: Int] = [:]
            func consume(_ line: Substring) {
                let words = line.split(separator: " ")
                guard let kind = words.first else { return }
                let index = words.count > 1 ? Int(words[1]) ?? -1 : -1
                switch kind {
                case "S":
                    inFlight = (index, Date())
                    lastIndex = index
                case "R":
                    inFlight = nil
                    result.casesRun += 1
                    let status = words.count > 2 ? Int(words[2]) ?? 0 : 0
                    pendingStatus[index] = status
                    if Failure.judge(status: status, body: []) == nil { pendingStatus[index] = nil }
                case "X":
                    let body = words.count > 2 ? [UInt8](Data(base64Encoded: String(words[2])) ?? Data()) : []
                    if let status = pendingStatus.removeValue(forKey: index),
                        let failure = Failure.judge(status: status, body: body), !allows(failure, caseAt(index))
                    {
                        result.failures += 1
                        log.record(failure, case: caseAt(index), campaign: name)
                    }
                case "K":
                    result.skipped += 1
                    lastIndex = index
                case "N":
                    lastIndex = index
                case "E":
                    finished = true
                default: break
                }
            }
            while process.isRunning {
                Thread.sleep(forTimeInterval: 0.05)
                for line in reader.newLines() { consume(line) }
                if let flight = inFlight, Date().timeIntervalSince(flight.since) > budget.requestTimeout {
                    process.terminate()
                    process.waitUntilExit()
                    for line in reader.newLines() { consume(line) }
                    if let stalled = inFlight {
                        result.failures += 1
                        log.record(
                            Failure(kind: .hang, signature: "no answer (in memory)", detail: ""),
                            case: caseAt(stalled.index), campaign: name)
                        skippedClasses.insert(caseAt(stalled.index).crashClass)
                        lastIndex = stalled.index
                        inFlight = nil
                    }
                    break
                }
            }
            process.waitUntilExit()
            for line in reader.newLines() { consume(line) }
            if finished { break }
            if let crashed = inFlight {
                let errorText = String(((try? String(contentsOf: errorFile, encoding: .utf8)) ?? "").suffix(4_000))
                let kind = process.terminationReason == .uncaughtSignal ? "signal" : "exit status"
                result.casesRun += 1
                result.failures += 1
                let crashedCase = caseAt(crashed.index)
                log.record(
                    Failure.died(errorText: errorText, termination: "\(kind) \(process.terminationStatus)"),
                    case: crashedCase, campaign: name)
                skippedClasses.insert(crashedCase.crashClass)
                lastIndex = crashed.index
            } else if lastIndex < next {
                let errorText = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
                throw HarnessError.worker("\(name): the worker stopped before running a case:\n\(errorText)")
            }
            next = lastIndex + 1
            guard result.restarts < budget.maxRestarts else {
                result.note = "stopped after \(result.restarts) restarts"
                break
            }
            result.restarts += 1
        }
        result.seconds = Date().timeIntervalSince(started)
        return result
    }
}

/// Reads the complete lines appended to a file since the last call.
struct LineReader {
    let file: URL
    private var offset: UInt64 = 0
    private var partial = Data()

    init(file: URL) { self.file = file }

    mutating func newLines() -> [Substring] {
        guard let handle = try? FileHandle(forReadingFrom: file) else { return [] }
        defer { try? handle.close() }
        try? handle.seek(toOffset: offset)
        let data = (try? handle.readToEnd()) ?? Data()
        offset += UInt64(data.count)
        partial.append(data)
        guard let lastNewline = partial.lastIndex(of: UInt8(ascii: "\n")) else { return [] }
        let complete = String(decoding: partial[partial.startIndex...lastNewline], as: UTF8.self)
        partial = Data(partial[(lastNewline + 1)...])
        return complete.split(separator: "\n")
    }
}
