import Foundation

/// The heartbeat interval and idle timeout a connection runs with: the server's `heartbeatIntervalMs` and
/// `idleTimeoutMs`, clamped to the client's bounds. A value that is missing, zero or negative is ServiceStack's
/// default (10 s, 30 s); the idle timeout is at least twice the heartbeat interval, so that the answer to a
/// heartbeat (`cmd.onHeartbeat`) has time to arrive.
struct ServerEventsTiming: Equatable {
    static let defaultHeartbeatInterval: TimeInterval = 10
    static let defaultIdleTimeout: TimeInterval = 30
    static let defaultHeartbeatIntervalBounds: ClosedRange<TimeInterval> = 1...300
    static let defaultIdleTimeoutBounds: ClosedRange<TimeInterval> = 2...600

    /// Seconds between heartbeats.
    let heartbeatInterval: TimeInterval
    /// Seconds of silence after which the connection is given up.
    let idleTimeout: TimeInterval

    init(
        heartbeatIntervalMs: Int, idleTimeoutMs: Int, heartbeatBounds: ClosedRange<TimeInterval>,
        idleBounds: ClosedRange<TimeInterval>
    ) {
        heartbeatInterval = Self.clamp(heartbeatIntervalMs, default: Self.defaultHeartbeatInterval, heartbeatBounds)
        idleTimeout = max(
            Self.clamp(idleTimeoutMs, default: Self.defaultIdleTimeout, idleBounds), 2 * heartbeatInterval)
    }

    /// How long a new connection may stay silent before its `cmd.onConnect`: the default idle timeout, clamped.
    static func beforeHandshake(idleBounds: ClosedRange<TimeInterval>) -> TimeInterval {
        clamp(0, default: defaultIdleTimeout, idleBounds)
    }

    private static func clamp(
        _ milliseconds: Int, default fallback: TimeInterval, _ bounds: ClosedRange<TimeInterval>
    ) -> TimeInterval {
        let seconds = milliseconds > 0 ? TimeInterval(milliseconds) / 1000 : fallback
        let lower = max(bounds.lowerBound, 0.001)
        return min(max(seconds, lower), max(bounds.upperBound, lower))
    }
}
