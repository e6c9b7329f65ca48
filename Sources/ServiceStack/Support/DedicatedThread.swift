import Foundation

extension Thread {
    /// Starts a thread named `name` (at most 15 bytes, Linux's limit) that runs `body`. The name is given both before
    /// and after `start()`: Foundation on Apple platforms applies it when the thread starts, while
    /// swift-corelibs-foundation applies it only to a started thread, and only from the thread that started it
    /// (from inside, its setter races with `start()` and may do nothing). Work reaches the thread only once this
    /// returns, so it always runs named.
    static func startDedicated(named name: String, _ body: @escaping @Sendable () -> Void) {
        let thread = Thread(block: body)
        thread.name = name
        thread.start()
        thread.name = name
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
