import Foundation

/// Keeps every thread of Swift's cooperative pool busy with CPU-bound tasks while `body` runs on a thread of its
/// own, then lets them go: what `body` observes happened while no task could run.
///
/// The pool has one thread per active processor; one spinning task per processor, each counted once it runs,
/// occupies all of them. `body` starts only once every one runs, and the tasks stop only after `body` returned;
/// one more task, started before `body`, must not have run by the end of it.
public enum SaturatedPool {
    public struct Outcome<Value: Sendable>: Sendable {
        /// What `body` returned.
        public let value: Value
        /// Whether every thread of the pool was taken by a spinning task while `body` ran.
        public let wasSaturated: Bool
    }

    public static func run<Value: Sendable>(_ body: @escaping @Sendable () -> Value) async -> Outcome<Value> {
        let width = ProcessInfo.processInfo.activeProcessorCount
        let gate = SpinGate()
        let spinners = (0..<width).map { _ in
            Task.detached {
                gate.arrive()
                var state: UInt64 = 1
                while gate.isClosed { state = state &* 6_364_136_223_846_793_005 &+ 1 }
                return state
            }
        }
        let outcome = await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                let arrived = gate.waitForArrivals(width, seconds: 60)
                // A task started now runs only on a free thread: had it run by the end of `body`, one was free.
                let latecomer = Task.detached { gate.arrive() }
                let value = body()
                let saturated = arrived && !gate.hasArrived(width + 1)
                gate.open()
                continuation.resume(returning: (Outcome(value: value, wasSaturated: saturated), latecomer))
            }
        }
        for spinner in spinners { _ = await spinner.value }
        await outcome.1.value
        return outcome.0
    }
}

/// Where spinning tasks report that they run and learn when to stop.
private final class SpinGate: @unchecked Sendable {
    private let condition = NSCondition()
    private var arrived = 0
    private var closed = true

    var isClosed: Bool { condition.withLock { closed } }

    func arrive() {
        condition.withLock {
            arrived += 1
            condition.broadcast()
        }
    }

    func hasArrived(_ count: Int) -> Bool { condition.withLock { arrived >= count } }

    /// Blocks the calling thread until `count` tasks arrived; false when `seconds` passed first.
    func waitForArrivals(_ count: Int, seconds: Double) -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        return condition.withLock {
            while arrived < count {
                if !condition.wait(until: deadline) { return arrived >= count }
            }
            return true
        }
    }

    func open() { condition.withLock { closed = false } }
}
