/// A readers-writer lock for tasks: any number of shared holders at once, or one exclusive holder. Waiters are
/// served in arrival order (a waiting exclusive holder keeps later shared ones out), suspended without blocking
/// a thread.
actor AsyncSharedLock {
    private var sharedHolders = 0
    private var isHeldExclusively = false
    private var waiters: [(exclusive: Bool, continuation: CheckedContinuation<Void, Never>)] = []

    /// Waits until the lock can be held as asked, then holds it.
    func acquire(exclusive: Bool) async {
        if waiters.isEmpty, !isHeldExclusively, !exclusive || sharedHolders == 0 {
            hold(exclusive: exclusive)
            return
        }
        await withCheckedContinuation { waiters.append((exclusive, $0)) }
    }

    /// Lets go of a hold taken with the same `exclusive`, and hands the lock to the waiters it now admits.
    func release(exclusive: Bool) {
        if exclusive { isHeldExclusively = false } else { sharedHolders -= 1 }
        while let next = waiters.first, !isHeldExclusively, !next.exclusive || sharedHolders == 0 {
            waiters.removeFirst()
            hold(exclusive: next.exclusive)
            next.continuation.resume()
        }
    }

    private func hold(exclusive: Bool) {
        if exclusive { isHeldExclusively = true } else { sharedHolders += 1 }
    }
}
