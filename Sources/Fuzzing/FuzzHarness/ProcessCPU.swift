import Foundation

/// The CPU time a process has used, read from Linux's `/proc`: the scheduler's nanosecond counts of its threads,
/// or the kernel's utime + stime ticks when a thread ended between two samples (its nanoseconds left the sum).
struct ProcessCPU: Sendable {
    struct Sample: Sendable {
        /// Sum of the live threads' `schedstat` run times.
        var threadNanoseconds: UInt64
        /// utime + stime of the whole process (ended threads included), at the clock tick's resolution.
        var tickNanoseconds: UInt64
    }

    let pid: Int32
    private let nanosecondsPerTick: UInt64

    /// Nil where `/proc/<pid>/stat` cannot be read (not Linux).
    init?(pid: Int32) {
        self.pid = pid
        let ticks = sysconf(Int32(_SC_CLK_TCK))
        nanosecondsPerTick = UInt64(1_000_000_000 / max(ticks, 1))
        guard sample() != nil else { return nil }
    }

    func sample() -> Sample? {
        guard let stat = Self.read("/proc/\(pid)/stat"), let close = stat.lastIndex(of: ")") else { return nil }
        // Fields after the command name: state is field 3, utime 14 and stime 15.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let utime = UInt64(fields[11]), let stime = UInt64(fields[12]) else { return nil }
        var threads: UInt64 = 0
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        for task in tasks {
            guard let text = Self.read("/proc/\(pid)/task/\(task)/schedstat"),
                let first = text.split(separator: " ").first, let nanoseconds = UInt64(first)
            else { continue }
            threads += nanoseconds
        }
        return Sample(threadNanoseconds: threads, tickNanoseconds: (utime + stime) * nanosecondsPerTick)
    }

    /// Seconds of CPU between two samples: the threads' count, unless the ticks show clearly more (a thread ended).
    static func seconds(from start: Sample, to end: Sample) -> Double {
        let threads = Double(Int64(bitPattern: end.threadNanoseconds &- start.threadNanoseconds)) / 1e9
        let ticks = Double(Int64(bitPattern: end.tickNanoseconds &- start.tickNanoseconds)) / 1e9
        if threads < 0 || ticks > threads + 0.03 { return max(ticks, 0) }
        return threads
    }

    private static func read(_ path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
