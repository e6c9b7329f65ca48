import ServiceStack
import ServiceStackWire

/// A readers-writer lock for tasks: any number of shared holders at once, or one exclusive holder. Waiters are
/// served in arrival order (a waiting exclusive holder keeps later shared ones out) and suspend without blocking
/// a thread; a hold that is free at once takes no suspension at all.
final class AsyncSharedLock: Sendable {
    private struct State {
        var sharedHolders = 0
        var isHeldExclusively = false
        var waiters: [(exclusive: Bool, continuation: CheckedContinuation<Void, Never>)] = []

        /// Takes the hold when nobody waits before it and it is compatible with the holders.
        mutating func tryHold(exclusive: Bool) -> Bool {
            guard waiters.isEmpty, canHold(exclusive: exclusive) else { return false }
            hold(exclusive: exclusive)
            return true
        }

        func canHold(exclusive: Bool) -> Bool {
            !isHeldExclusively && (!exclusive || sharedHolders == 0)
        }

        mutating func hold(exclusive: Bool) {
            if exclusive { isHeldExclusively = true } else { sharedHolders += 1 }
        }
    }

    private let state = Locked(State())

    /// Waits until the lock can be held as asked, then holds it.
    func acquire(exclusive: Bool) async {
        if state.withLock({ $0.tryHold(exclusive: exclusive) }) { return }
        await withCheckedContinuation { continuation in
            let held = state.withLock { state in
                if state.tryHold(exclusive: exclusive) { return true }
                state.waiters.append((exclusive, continuation))
                return false
            }
            if held { continuation.resume() }
        }
    }

    /// Lets go of a hold taken with the same `exclusive`, and hands the lock to the waiters it now admits.
    func release(exclusive: Bool) {
        let admitted = state.withLock { state in
            if exclusive { state.isHeldExclusively = false } else { state.sharedHolders -= 1 }
            var admitted: [CheckedContinuation<Void, Never>] = []
            while let next = state.waiters.first, state.canHold(exclusive: next.exclusive) {
                state.waiters.removeFirst()
                state.hold(exclusive: next.exclusive)
                admitted.append(next.continuation)
            }
            return admitted
        }
        for continuation in admitted { continuation.resume() }
    }
}
