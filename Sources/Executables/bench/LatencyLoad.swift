import AsyncHTTPClient
import Foundation

/// Load at one URL for some seconds, reporting throughput and latency percentiles: `wrk --latency` when
/// installed, otherwise timed AsyncHTTPClient requests in this process.
struct LatencyLoad: Sendable {
    struct Result {
        let requestsPerSecond: Double
        /// Milliseconds.
        let p50: Double
        /// Milliseconds.
        let p99: Double
    }

    let connections: Int
    let wrkPath: String?

    var name: String { wrkPath.map { "wrk --latency (\($0))" } ?? "in-process AsyncHTTPClient" }

    static func detect(connections: Int) -> LatencyLoad {
        LatencyLoad(connections: connections, wrkPath: Wrk.path)
    }

    func run(url: String, seconds: Int) async throws -> Result {
        if let wrkPath { return try runWrk(wrkPath, url: url, seconds: seconds) }
        return try await runInProcess(url: url, seconds: seconds)
    }

    private func runWrk(_ path: String, url: String, seconds: Int) throws -> Result {
        let report = try Wrk.run(
            path, url: url, seconds: seconds, connections: connections, extraArguments: ["--latency"])
        guard let rate = Wrk.word(after: "Requests/sec:", in: report).flatMap(Double.init),
            let p50 = Wrk.word(after: " 50%", in: report).flatMap(Self.milliseconds),
            let p99 = Wrk.word(after: " 99%", in: report).flatMap(Self.milliseconds)
        else { throw BenchError.unexpected("unreadable wrk output:\n\(report)") }
        return Result(requestsPerSecond: rate, p50: p50, p99: p99)
    }

    private func runInProcess(url: String, seconds: Int) async throws -> Result {
        try await runInProcess(seconds: seconds) { _, _ in _ = try await LoadGenerator.fetch(url) }
    }

    /// Load of `call` from `connections` concurrent callers for `seconds`, in this process; each caller passes
    /// its own count of calls so far, which with the caller's index makes every call distinct.
    func runInProcess(seconds: Int, _ call: @escaping @Sendable (_ caller: Int, _ index: Int) async throws -> Void)
        async throws -> Result
    {
        let start = ContinuousClock.now
        let deadline = start + .seconds(seconds)
        let latencies = try await withThrowingTaskGroup(of: [Double].self) { group in
            for caller in 0..<connections {
                group.addTask {
                    var samples: [Double] = []
                    while ContinuousClock.now < deadline {
                        let began = ContinuousClock.now
                        try await call(caller, samples.count)
                        samples.append((ContinuousClock.now - began).inSeconds * 1000)
                    }
                    return samples
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }.sorted()
        }
        let elapsed = (ContinuousClock.now - start).inSeconds
        return Result(
            requestsPerSecond: Double(latencies.count) / elapsed, p50: Measure.percentile(latencies, 0.50),
            p99: Measure.percentile(latencies, 0.99))
    }

    /// `1.23ms`, `850.00us`, `1.02s` in milliseconds.
    private static func milliseconds(_ text: String) -> Double? {
        for (unit, scale) in [("us", 0.001), ("ms", 1.0), ("s", 1000.0)] where text.hasSuffix(unit) {
            return Double(text.dropLast(unit.count)).map { $0 * scale }
        }
        return nil
    }
}
