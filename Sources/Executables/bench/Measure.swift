import Foundation

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
        func field(_ name: String) -> Double {
            let line = status.split(separator: "\n").first { $0.hasPrefix(name + ":") } ?? ""
            let kb = Double(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
            return kb / 1024
        }
        return (field("VmRSS"), field("VmHWM"))
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

    static func format(_ value: Double) -> String { String(format: "%10.0f", value) }
    static func ratio(_ value: Double, _ baseline: Double) -> String { String(format: "%5.2fx", value / baseline) }
}

extension Duration {
    /// The duration in seconds, fractions included.
    var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
