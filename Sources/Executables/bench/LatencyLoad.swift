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
        let candidates = ["/usr/bin/wrk", "/usr/local/bin/wrk", "/opt/homebrew/bin/wrk"]
        let path = candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
        return LatencyLoad(connections: connections, wrkPath: path)
    }

    func run(url: String, seconds: Int) async throws -> Result {
        if let wrkPath { return try runWrk(wrkPath, url: url, seconds: seconds) }
        return try await runInProcess(url: url, seconds: seconds)
    }

    private func runWrk(_ path: String, url: String, seconds: Int) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["-t2", "-c\(connections)", "-d\(seconds)s", "--latency", url]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard let rate = Self.field(after: "Requests/sec:", in: text).flatMap(Double.init),
            let p50 = Self.field(after: " 50%", in: text).flatMap(Self.milliseconds),
            let p99 = Self.field(after: " 99%", in: text).flatMap(Self.milliseconds)
        else { throw BenchError.unexpected("unreadable wrk output:\n\(text)") }
        if text.contains("Non-2xx") { throw BenchError.unexpected("wrk saw errors:\n\(text)") }
        return Result(requestsPerSecond: rate, p50: p50, p99: p99)
    }

    private func runInProcess(url: String, seconds: Int) async throws -> Result {
        let start = ContinuousClock.now
        let deadline = start + .seconds(seconds)
        let latencies = try await withThrowingTaskGroup(of: [Double].self) { group in
            for _ in 0..<connections {
                group.addTask {
                    var samples: [Double] = []
                    while ContinuousClock.now < deadline {
                        let began = ContinuousClock.now
                        _ = try await LoadGenerator.fetch(url)
                        samples.append(Self.milliseconds(ContinuousClock.now - began))
                    }
                    return samples
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }.sorted()
        }
        let elapsed = Self.milliseconds(ContinuousClock.now - start) / 1000
        return Result(
            requestsPerSecond: Double(latencies.count) / elapsed, p50: Self.percentile(latencies, 0.50),
            p99: Self.percentile(latencies, 0.99))
    }

    private static func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }

    /// `1.23ms`, `850.00us`, `1.02s` in milliseconds.
    private static func milliseconds(_ text: String) -> Double? {
        for (unit, scale) in [("us", 0.001), ("ms", 1.0), ("s", 1000.0)] where text.hasSuffix(unit) {
            return Double(text.dropLast(unit.count)).map { $0 * scale }
        }
        return nil
    }

    private static func field(after label: String, in text: String) -> String? {
        guard let range = text.range(of: label) else { return nil }
        return text[range.upperBound...].split(whereSeparator: \.isWhitespace).first.map(String.init)
    }
}
