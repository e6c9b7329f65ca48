import Foundation
import ServiceStack
import ServiceStackWire

/// Counts hits per key, shared by the conformance endpoints.
final class HitCounters: Sendable {
    private let counts = Locked<[String: Int]>([:])

    /// Adds one hit to `key` and returns the new count.
    func increment(_ key: String) -> Int {
        counts.withLock {
            $0[key, default: 0] += 1
            return $0[key, default: 0]
        }
    }

    /// The hits so far for `key`.
    func count(_ key: String) -> Int {
        counts.withLock { $0[key, default: 0] }
    }
}
