import Foundation

/// A value guarded by a lock, for state shared across tasks and threads (used by every target of the package).
public final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// A lock guarding `value`.
    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value while holding the lock, and returns what it returns.
    public func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    /// Stores `newValue` and returns the value it replaced, in one lock.
    @discardableResult
    public func exchange(_ newValue: Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        let previous = value
        value = newValue
        return previous
    }

    /// A copy of the value. Reads never go through `withLock`'s `inout` access: when `Value` is a closure type,
    /// an `inout` round trip re-wraps the stored closure in reabstraction thunks on every call.
    public var current: Value {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}
