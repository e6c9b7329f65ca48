import Foundation

/// Counts hits per key, shared by the conformance endpoints.
final class HitCounters: Sendable {
    private let lock = NSLock()
    nonisolated(unsafe) private var counts: [String: Int] = [:]

    /// Adds one hit to `key` and returns the new count.
    func increment(_ key: String) -> Int {
        lock.withLock {
            counts[key, default: 0] += 1
            return counts[key, default: 0]
        }
    }

    /// The hits so far for `key`.
    func count(_ key: String) -> Int {
        lock.withLock { counts[key, default: 0] }
    }
}
