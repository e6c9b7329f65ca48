import Foundation

/// `awaitEvent(within:_:)` gave up: the event did not come.
public struct EventDidNotCome: Error, CustomStringConvertible {
    /// How long it was awaited.
    public let seconds: Double

    public var description: String { "the awaited event did not come within \(seconds) s" }
}

/// Awaits `event` (a stream's next element, a continuation a callback resumes) for at most `seconds`, then throws
/// `EventDidNotCome` and cancels it. The bound is kept by a thread of its own, not by Swift's cooperative pool or
/// libdispatch (which share threads on Linux), so it holds when the pool is saturated; it only matters when the
/// event never comes.
public func awaitEvent<T: Sendable>(
    within seconds: Double = 300, _ event: @escaping @Sendable () async throws -> T
) async throws -> T {
    let outcome = OneOutcome<T>()
    return try await withCheckedThrowingContinuation { continuation in
        outcome.continuation = continuation
        let task = Task { outcome.resume(with: await Result { try await event() }) }
        Thread.detachNewThread {
            if outcome.waitForResumption(seconds: seconds) { return }
            if outcome.resume(with: .failure(EventDidNotCome(seconds: seconds))) { task.cancel() }
        }
    }
}

/// Resumes a continuation with the first of several outcomes and ignores the rest.
private final class OneOutcome<T: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var pending: CheckedContinuation<T, any Error>?
    private var resumed = false

    var continuation: CheckedContinuation<T, any Error>? {
        get { condition.withLock { pending } }
        set { condition.withLock { pending = newValue } }
    }

    /// Resumes with `result` unless already resumed; returns whether it did.
    @discardableResult
    func resume(with result: Result<T, any Error>) -> Bool {
        let taken: CheckedContinuation<T, any Error>? = condition.withLock {
            defer {
                pending = nil
                resumed = true
                condition.broadcast()
            }
            return pending
        }
        taken?.resume(with: result)
        return taken != nil
    }

    /// Blocks the calling thread until the continuation is resumed or `seconds` passed; returns whether it was.
    func waitForResumption(seconds: Double) -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        return condition.withLock {
            while !resumed {
                if !condition.wait(until: deadline) { return resumed }
            }
            return true
        }
    }
}
