import Foundation
import ServiceStack
import ServiceStackWire

/// A clock that moves only when a test moves it, so that the waits of the code under test (a
/// `ServerEventsClient`'s reconnection delays, heartbeats and idle timeouts, a `JsonServiceClient`'s waits between
/// retries) take no real time.
///
/// `sleep` suspends until `advance(by:)` or `advance(to:)` reaches the deadline (or the task is cancelled);
/// `sleepers` and `nextDeadline` tell a test what the code is waiting for.
public final class TestClock: Clock, @unchecked Sendable {
    /// A point on the clock: the time since it started.
    public struct Instant: InstantProtocol, CustomStringConvertible {
        /// The time since the clock started.
        public var offset: Duration

        /// The instant `offset` after the start.
        public init(offset: Duration) { self.offset = offset }

        /// The instant `duration` later.
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        /// The time from this instant to `other`.
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
        public var description: String { "\(offset)" }
    }

    private struct Sleeper {
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct SleepersWaiter {
        let count: Int
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now = Instant(offset: .zero)
        var sleepers: [UUID: Sleeper] = [:]
        var sleepersWaiters: [UUID: SleepersWaiter] = [:]

        /// Takes the waiters whose count of sleepers is reached.
        mutating func takeSatisfiedWaiters() -> [SleepersWaiter] {
            let satisfied = sleepersWaiters.filter { $0.value.count <= sleepers.count }
            for id in satisfied.keys { sleepersWaiters.removeValue(forKey: id) }
            return Array(satisfied.values)
        }
    }

    private let state = Locked(State())

    /// A clock at its start, with nobody sleeping.
    public init() {}

    /// Where the clock stands: its start, moved by every `advance`.
    public var now: Instant { state.withLock { $0.now } }
    /// Zero: the clock moves by exactly what a test advances it by.
    public var minimumResolution: Duration { .zero }

    /// How many tasks sleep on the clock.
    public var sleepers: Int { state.withLock { $0.sleepers.count } }

    /// The earliest deadline a task sleeps until; nil when nobody sleeps.
    public var nextDeadline: Instant? { state.withLock { $0.sleepers.values.map(\.deadline).min() } }

    /// Suspends until an `advance` reaches `deadline` (at once when it is not in the future); throws
    /// `CancellationError` when the task is cancelled first. `tolerance` is ignored.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let id = UUID()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
                let (outcome, waiters) = state.withLock { state -> (Result<Void, any Error>?, [SleepersWaiter]) in
                    if Task.isCancelled { return (.failure(CancellationError()), []) }
                    if deadline <= state.now { return (.success(()), []) }
                    state.sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
                    return (nil, state.takeSatisfiedWaiters())
                }
                if let outcome { continuation.resume(with: outcome) }
                for waiter in waiters { waiter.continuation.resume() }
            }
        } onCancel: {
            let sleeper = state.withLock { $0.sleepers.removeValue(forKey: id) }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Returns once at least `count` tasks sleep on the clock: the code under test has reached its wait, and the
    /// test may advance the clock past it (or check that it waits). Throws `CancellationError` when cancelled.
    public func waitForSleepers(_ count: Int = 1) async throws {
        try Task.checkCancellation()
        let id = UUID()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
                let outcome = state.withLock { state -> Result<Void, any Error>? in
                    if Task.isCancelled { return .failure(CancellationError()) }
                    if state.sleepers.count >= count { return .success(()) }
                    state.sleepersWaiters[id] = SleepersWaiter(count: count, continuation: continuation)
                    return nil
                }
                if let outcome { continuation.resume(with: outcome) }
            }
        } onCancel: {
            let waiter = state.withLock { $0.sleepersWaiters.removeValue(forKey: id) }
            waiter?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves the clock `duration` forward, waking every task whose deadline it reaches.
    public func advance(by duration: Duration) {
        advance(to: now.advanced(by: duration))
    }

    /// Moves the clock to `instant` (if it is later), waking every task whose deadline it reaches.
    public func advance(to instant: Instant) {
        let woken = state.withLock { state -> [Sleeper] in
            state.now = max(state.now, instant)
            let due = state.sleepers.filter { $0.value.deadline <= state.now }
            for id in due.keys { state.sleepers.removeValue(forKey: id) }
            return Array(due.values)
        }
        for sleeper in woken { sleeper.continuation.resume() }
    }

    /// Moves the clock to the earliest deadline a task sleeps until, waking it; does nothing when nobody sleeps.
    public func advanceToNextDeadline() {
        if let next = nextDeadline { advance(to: next) }
    }
}
