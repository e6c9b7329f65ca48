import Foundation

/// The time a server reads and waits on: dates for what expires (JWTs, `ss-id` sessions, token revocations) and
/// durations and waits for what repeats or times out (Server Events heartbeats and housekeeping, the PostgreSQL
/// broker's stale time, reconnection and lease delays).
///
/// ``system`` by default. A test makes one from a clock that moves only when told (`TestClock` of
/// `ServiceStackTesting`) and gives the same value to every part it configures: advancing that clock moves the
/// dates and the waits together, so nothing waits in real time for something to expire.
public struct ServerClock: Sendable {
    private let readElapsed: @Sendable () -> Duration
    private let readDate: @Sendable () -> Date
    private let sleepUntilElapsed: @Sendable (Duration) async throws -> Void

    /// The real time: `ContinuousClock` for durations and waits, the system's time of day for dates.
    public static let system: ServerClock = {
        let clock = ContinuousClock()
        let origin = clock.now
        return ServerClock(
            elapsed: { origin.duration(to: clock.now) }, date: { Date() },
            sleep: { try await clock.sleep(until: origin.advanced(by: $0), tolerance: nil) })
    }()

    /// Time on `clock`: durations and waits go by it, and the date is `start` plus the time `clock` has moved
    /// since this value was made.
    public init<C: Clock>(_ clock: C, startingAt start: Date = Date()) where C.Duration == Duration {
        let origin = clock.now
        self.init(
            elapsed: { origin.duration(to: clock.now) },
            date: { start.addingTimeInterval(origin.duration(to: clock.now).timeInterval) },
            sleep: { try await clock.sleep(until: origin.advanced(by: $0), tolerance: nil) })
    }

    private init(
        elapsed: @escaping @Sendable () -> Duration, date: @escaping @Sendable () -> Date,
        sleep: @escaping @Sendable (Duration) async throws -> Void
    ) {
        readElapsed = elapsed
        readDate = date
        sleepUntilElapsed = sleep
    }

    /// The time of day.
    public var now: Date { readDate() }

    /// The time since the clock's origin: only the difference between two readings means something.
    public var elapsed: Duration { readElapsed() }

    /// Waits until ``elapsed`` reaches `deadline` (returns at once when it has); throws `CancellationError` when
    /// the task is cancelled.
    public func sleep(untilElapsed deadline: Duration) async throws {
        try Task.checkCancellation()
        try await sleepUntilElapsed(deadline)
    }

    /// Waits `duration`; throws `CancellationError` when the task is cancelled.
    public func sleep(for duration: Duration) async throws {
        try await sleep(untilElapsed: elapsed + duration)
    }
}

extension Duration {
    /// The duration in seconds, as `Date` arithmetic takes it.
    var timeInterval: TimeInterval {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
