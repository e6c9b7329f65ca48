import Foundation

/// Hands a value to another thread whose caller waits for it (the blocking API's values are not `Sendable`).
public struct ThreadHandOff<Value>: @unchecked Sendable {
    public let value: Value
}

/// Runs blocking client calls on a thread of their own, never on Swift's cooperative pool.
public func onOwnThread<T>(_ body: @escaping () throws -> T) async throws -> T {
    let work = ThreadHandOff(value: body)
    let outcome: ThreadHandOff<T> = try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread {
            continuation.resume(with: Result { ThreadHandOff(value: try work.value()) })
        }
    }
    return outcome.value
}
