import Foundation

/// Seconds, from a caller's settings or a server's headers, turned into the integer units that sleeps and
/// deadlines take, without trapping on NaN, infinite, negative or huge values.
public enum WaitTime {
    /// The longest wait a conversion yields (about 31 years), far inside `UInt64` nanoseconds.
    public static let maxSeconds: TimeInterval = 1e9
    /// The `timeoutInterval` Foundation gives a new request: 60 seconds.
    public static let defaultRequestTimeout: TimeInterval = 60

    /// `seconds` in nanoseconds: NaN and negative values are 0, longer waits are `maxSeconds`.
    public static func nanoseconds(_ seconds: TimeInterval) -> UInt64 {
        guard seconds > 0 else { return 0 }
        return UInt64(min(seconds, maxSeconds) * 1e9)
    }

    /// `seconds` in whole milliseconds, limited like `nanoseconds(_:)`.
    public static func milliseconds(_ seconds: TimeInterval) -> Int64 {
        guard seconds > 0 else { return 0 }
        return Int64((min(seconds, maxSeconds) * 1000).rounded(.up))
    }

    /// A timeout as a request may carry it: infinite or longer ones become `maxSeconds` (Foundation converts the
    /// interval to integers), and NaN, zero or negative ones, which mean nothing, are nil.
    public static func requestTimeout(_ seconds: TimeInterval) -> TimeInterval? {
        guard seconds > 0 else { return nil }
        return min(seconds, maxSeconds)
    }

    /// Sleeps for `seconds` (limited like `nanoseconds(_:)`); throws `CancellationError` when cancelled.
    public static func sleep(seconds: TimeInterval) async throws {
        try await Task.sleep(nanoseconds: nanoseconds(seconds))
    }

    /// Sleeps for `seconds` (limited like `nanoseconds(_:)`) on `clock`; throws `CancellationError` when cancelled.
    public static func sleep(seconds: TimeInterval, on clock: any Clock<Duration>) async throws {
        try Task.checkCancellation()
        try await clock.sleep(for: .nanoseconds(Int64(nanoseconds(seconds))))
    }
}
