import Foundation

/// How long a `ServerEventsClient` waits before connecting again: not at all after the first error, then a
/// random time between n³ and (n+1)³ units after `n` consecutive errors, never more than `maximum`.
///
/// Errors count as consecutive until a connection stays up for `healthyAfter` seconds after its `cmd.onConnect`:
/// a server that accepts each subscription and then drops it at once is reconnected to ever more slowly.
public struct ServerEventsRetryDelay: Sendable, Equatable {
    /// The unit the cubes count in, in seconds: one millisecond by default.
    public var unit: TimeInterval
    /// The longest wait in seconds: one minute by default.
    public var maximum: TimeInterval
    /// How long a connection must stay up after its handshake, in seconds, before its end counts as a first error
    /// again: 30 seconds by default.
    public var healthyAfter: TimeInterval

    /// A delay counting `unit` seconds, capped at `maximum` seconds, whose count of errors starts over after a
    /// connection that stayed up `healthyAfter` seconds.
    public init(unit: TimeInterval = 0.001, maximum: TimeInterval = 60, healthyAfter: TimeInterval = 30) {
        self.unit = unit
        self.maximum = maximum
        self.healthyAfter = healthyAfter
    }

    /// The wait in seconds after `consecutiveErrors` errors in a row (the one that just happened included).
    public func delay(afterConsecutiveErrors consecutiveErrors: Int) -> TimeInterval {
        let n = Double(min(consecutiveErrors, 1000) - 1)
        guard n > 0 else { return 0 }
        let units = Double.random(in: (n * n * n)...((n + 1) * (n + 1) * (n + 1)))
        return min(units * unit, maximum)
    }
}
