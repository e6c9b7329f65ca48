import CDispatch
import Dispatch
import Foundation

#if canImport(CoreFoundation)
    import CoreFoundation
#endif

/// Timing and memory helpers for the benchmarks.
enum Measure {
    /// Runs `count` calls with `concurrency` in flight and returns calls per second.
    static func throughput(count: Int, concurrency: Int, _ call: @escaping @Sendable () async throws -> Void)
        async throws
        -> Double
    {
        let start = ContinuousClock.now
        try await withThrowingTaskGroup(of: Void.self) { group in
            let perWorker = count / concurrency
            for worker in 0..<concurrency {
                let share = worker < count % concurrency ? perWorker + 1 : perWorker
                group.addTask {
                    for _ in 0..<share { try await call() }
                }
            }
            try await group.waitForAll()
        }
        return Double(count) / (ContinuousClock.now - start).inSeconds
    }

    /// Resident and peak resident memory of this process in MiB (Linux `/proc`; zero elsewhere).
    static func memory() -> (resident: Double, peak: Double) {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return (0, 0) }
        return (Double(kilobytes("VmRSS", in: status) ?? 0) / 1024, Double(kilobytes("VmHWM", in: status) ?? 0) / 1024)
    }

    /// Resident memory of process `pid` in kilobytes (Linux `/proc`; nil elsewhere).
    static func residentKilobytes(ofProcess pid: Int32) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        return kilobytes("VmRSS", in: status)
    }

    /// The value of a `Name:   1234 kB` line of `/proc/{pid}/status`.
    private static func kilobytes(_ name: String, in status: String) -> Int? {
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") }) else { return nil }
        return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
    }

    /// CPU seconds (user and system) this process has used so far.
    static func processCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted.count % 2 == 1
            ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    /// The value at `fraction` (0...1) of `sorted`, which is in ascending order.
    static func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
    }

    static func format(_ value: Double) -> String { String(format: "%10.0f", value) }
    static func ratio(_ value: Double, _ baseline: Double) -> String { String(format: "%5.2fx", value / baseline) }
}

extension Duration {
    /// The duration in seconds, fractions included.
    var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
