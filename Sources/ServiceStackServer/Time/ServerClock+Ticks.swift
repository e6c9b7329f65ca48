extension ServerClock {
    /// Ticks every `interval` on this clock, on a grid that starts now: a loop waiting on them wakes for every move
    /// of the clock past its next tick, even one made before the loop went to sleep (which a test relies on when
    /// it advances the clock as soon as it sees the work the loop watches over).
    public func ticks(every interval: Duration) -> Ticks {
        Ticks(clock: self, interval: interval, next: elapsed + interval)
    }

    /// The ticks of a repeating task; see ``ServerClock/ticks(every:)``.
    public struct Ticks: Sendable {
        /// The clock they tick on.
        public let clock: ServerClock
        /// The time between two ticks.
        public let interval: Duration
        /// The clock's `elapsed` at the next tick.
        public private(set) var next: Duration

        fileprivate init(clock: ServerClock, interval: Duration, next: Duration) {
            self.clock = clock
            self.interval = interval
            self.next = next
        }

        /// Waits for the next tick; the one after is the first tick later than the time it woke at (ticks the
        /// clock jumped over are not run one by one). Throws `CancellationError` when the task is cancelled.
        public mutating func wait() async throws {
            try await clock.sleep(untilElapsed: next)
            let woken = clock.elapsed
            guard interval > .zero else {
                next = woken
                return
            }
            let missed = ((woken - next) / interval).rounded(.down)
            next = missed < 1_000_000 ? next + interval * Int(max(0, missed)) + interval : woken + interval
        }
    }
}
