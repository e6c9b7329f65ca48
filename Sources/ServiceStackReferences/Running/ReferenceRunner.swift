import Foundation
import ServiceStackNativeTypes

/// Adds, updates or checks references, several at once. A file is written only after its new text
/// was produced and checked, and then atomically, so a failure never changes a file.
public struct ReferenceRunner: Sendable {
    /// The language of the references (file names, `/types/{language}`, the generator).
    public var language: NativeTypesLanguage
    /// Where new text comes from.
    public var mode: GenerationMode
    /// Options from the command line.
    public var overrides: OptionOverrides
    /// `--check`: compare instead of writing.
    public var checkOnly: Bool
    /// The HTTP client.
    public var fetcher: HTTPFetcher
    /// How many files are processed at the same time.
    public var maxConcurrent: Int
    /// Receives `--verbose` lines.
    public var log: @Sendable (String) -> Void

    /// Creates a runner.
    public init(
        language: NativeTypesLanguage = .swift, mode: GenerationMode = .server,
        overrides: OptionOverrides = OptionOverrides(), checkOnly: Bool = false,
        fetcher: HTTPFetcher = HTTPFetcher(), maxConcurrent: Int = 4,
        log: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.language = language
        self.mode = mode
        self.overrides = overrides
        self.checkOnly = checkOnly
        self.fetcher = fetcher
        self.maxConcurrent = max(1, maxConcurrent)
        self.log = log
    }

    /// Runs every job, at most `maxConcurrent` at once; `progress` sees each result as it finishes.
    /// - Returns: the results in the order of `jobs`.
    public func run(
        _ jobs: [ReferenceJob], progress: @escaping @Sendable (ReferenceResult) -> Void = { _ in }
    ) async -> [ReferenceResult] {
        var results = [ReferenceResult?](repeating: nil, count: jobs.count)
        await withTaskGroup(of: (Int, ReferenceResult).self) { group in
            var next = 0
            func startNext() {
                guard next < jobs.count else { return }
                let index = next
                let job = jobs[index]
                next += 1
                group.addTask {
                    let result = await perform(job)
                    progress(result)
                    return (index, result)
                }
            }
            for _ in 0..<min(maxConcurrent, jobs.count) { startNext() }
            while let (index, result) = await group.next() {
                results[index] = result
                startNext()
            }
        }
        return results.compactMap { $0 }
    }

    /// Adds, updates or checks one reference.
    public func perform(_ job: ReferenceJob) async -> ReferenceResult {
        var source: String?
        do {
            let plan = try ReferencePlan.make(for: job, mode: mode, overrides: overrides, replacing: !checkOnly)
            let producer = SourceProducer(language: language, mode: mode, fetcher: fetcher, log: log)
            let produced = try await producer.produce(plan)
            source = produced.source
            let outcome = try settle(plan, newText: produced.text)
            return ReferenceResult(displayPath: job.displayPath, source: source, outcome: outcome)
        } catch {
            return ReferenceResult(displayPath: job.displayPath, source: source, outcome: .failed(error))
        }
    }

    private func settle(_ plan: ReferencePlan, newText: String) throws(ReferenceError) -> ReferenceOutcome {
        if let existing = plan.existingText, ReferenceComparison.isSame(existing, newText) {
            return checkOnly ? .current : .unchanged
        }
        if checkOnly {
            guard let existing = plan.existingText else {
                return .stale(diff: "\(plan.displayPath) does not exist")
            }
            return .stale(
                diff: LineDiff.render(
                    old: ReferenceComparison.comparableLines(existing),
                    new: ReferenceComparison.comparableLines(newText)))
        }
        try AtomicFileWriter.write(newText, to: plan.file, displayPath: plan.displayPath)
        return plan.existingText == nil ? .created : .updated
    }
}
