import Foundation

/// `awaitEvent(within:_:)` gave up: the event did not come.
public struct EventDidNotCome: Error, CustomStringConvertible {
    /// How long it was awaited.
    public let seconds: Double

    public var description: String { "the awaited event did not come within \(seconds) s" }
}

/// Awaits `event` (a stream's next element, a continuation a callback resumes) for at most `seconds`, then throws
/// `EventDidNotCome` and cancels it. The bound is kept by a timer off Swift's cooperative pool, so it holds when
/// the pool is saturated, and only matters when the event never comes.
public func awaitEvent<T: Sendable>(
    within seconds: Double = 300, _ event: @escaping @Sendable () async throws -> T
) async throws -> T {
    let outcome = OneOutcome<T>()
    return try await withCheckedThrowingContinuation { continuation in
        outcome.continuation = continuation
        let task = Task { outcome.resume(with: await Result { try await event() }) }
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
            if outcome.resume(with: .failure(EventDidNotCome(seconds: seconds))) { task.cancel() }
        }
    }
}

/// Resumes a continuation with the first of several outcomes and ignores the rest.
private final class OneOutcome<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: CheckedContinuation<T, any Error>?

    var continuation: CheckedContinuation<T, any Error>? {
        get { lock.withLock { pending } }
        set { lock.withLock { pending = newValue } }
    }

    /// Resumes with `result` unless already resumed; returns whether it did.
    @discardableResult
    func resume(with result: Result<T, any Error>) -> Bool {
        let taken: CheckedContinuation<T, any Error>? = lock.withLock {
            defer { pending = nil }
            return pending
        }
        taken?.resume(with: result)
        return taken != nil
    }
}

extension Result where Failure == any Error {
    /// The outcome of `body`.
    fileprivate init(catching body: () async throws -> Success) async {
        do {
            self = .success(try await body())
        } catch {
            self = .failure(error)
        }
    }
}
