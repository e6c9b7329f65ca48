import Foundation
import ServiceStackWire

/// A one-shot timer kept by a thread of its own: it fires on time even when every thread of Swift's cooperative
/// pool is busy. Neither a `Task.sleep` nor a dispatch timer can promise that: on Linux the pool runs on
/// libdispatch's worker threads, which a saturated pool leaves to other work only after a second or more.
final class DeadlineTimer: @unchecked Sendable {
    fileprivate let due: ContinuousClock.Instant
    fileprivate let expire: @Sendable () -> Void

    /// Runs `expire` (on the timers' thread) once `seconds` (limited like `WaitTime.nanoseconds(_:)`) have passed,
    /// unless cancelled first.
    init(seconds: TimeInterval, expire: @escaping @Sendable () -> Void) {
        due = .now + .nanoseconds(Int64(WaitTime.nanoseconds(seconds)))
        self.expire = expire
        DeadlineThread.shared.add(self)
    }

    /// Stops the timer; it does not fire after this returns, unless it was already firing.
    func cancel() {
        DeadlineThread.shared.remove(self)
    }
}

/// The thread that fires every `DeadlineTimer` when it is due.
private final class DeadlineThread: @unchecked Sendable {
    static let shared = DeadlineThread()

    private let condition = NSCondition()
    private let timers = DueEntries<ObjectIdentifier, DeadlineTimer>()

    private init() {
        Thread.startDedicated(named: "ss.deadlines") { [self] in run() }
    }

    func add(_ timer: DeadlineTimer) {
        condition.lock()
        if timers.add(timer, due: timer.due, for: ObjectIdentifier(timer)) { condition.signal() }
        condition.unlock()
    }

    func remove(_ timer: DeadlineTimer) {
        condition.lock()
        _ = timers.remove(ObjectIdentifier(timer))
        condition.unlock()
    }

    private func run() {
        while true {
            for timer in waitForDueTimers() { timer.expire() }
        }
    }

    /// Sleeps until at least one timer is due; takes the due ones out.
    private func waitForDueTimers() -> [DeadlineTimer] {
        condition.lock()
        defer { condition.unlock() }
        while true {
            let now = ContinuousClock.now
            let due = timers.removeDue(at: now)
            if !due.isEmpty { return due }
            timers.wait(on: condition, now: now)
        }
    }
}
