import Foundation

extension Thread {
    /// Starts a thread named `name` that runs `body`. swift-corelibs-foundation names a thread only from inside it,
    /// and Linux only with at most 15 bytes.
    static func startDedicated(named name: String, _ body: @escaping @Sendable () -> Void) {
        let thread = Thread {
            Thread.current.name = name
            body()
        }
        thread.start()
    }
}

extension NSCondition {
    /// Waits, with the condition's lock held, until signalled or until `deadline` on the continuous clock (read at
    /// `now`); with no deadline, until signalled.
    func wait(until deadline: ContinuousClock.Instant?, now: ContinuousClock.Instant) {
        guard let deadline else {
            wait()
            return
        }
        let (seconds, attoseconds) = now.duration(to: deadline).components
        _ = wait(until: Date() + TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18)
    }
}
