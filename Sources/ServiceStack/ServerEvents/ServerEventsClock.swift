import Foundation
import ServiceStackWire

/// The time a `ServerEventsClient` waits on and measures with: the `Clock` it was made with (`ContinuousClock` by
/// default, a test clock in tests), read as the time since the client was made. Outside Apple platforms the waits
/// of a `ContinuousClock` are kept by `ServerEventsThread`, which needs no other thread to wake up.
struct ServerEventsClock: Sendable {
    private let elapsed: @Sendable () -> Duration
    private let wait: @Sendable (Duration) async throws -> Void

    init<C: Clock>(_ clock: C) where C.Duration == Duration {
        let start = clock.now
        elapsed = { start.duration(to: clock.now) }
        #if !canImport(Darwin)
            if clock is ContinuousClock {
                wait = { try await ServerEventsThread.shared.sleep(for: $0) }
                return
            }
        #endif
        wait = { try await clock.sleep(for: $0) }
    }

    /// The time since the clock was made.
    var now: Duration { elapsed() }

    /// Waits `seconds` on the clock (NaN and negative values: not at all); throws `CancellationError` when cancelled.
    func sleep(seconds: TimeInterval) async throws {
        try Task.checkCancellation()
        try await wait(.nanoseconds(Int64(WaitTime.nanoseconds(seconds))))
    }
}

extension Duration {
    /// The duration in seconds.
    var timeInterval: TimeInterval {
        let (seconds, attoseconds) = components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}
