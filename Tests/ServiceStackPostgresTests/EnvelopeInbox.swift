import ServiceStack
import ServiceStackServer
import ServiceStackWire
import TestSupport

/// Collects the envelopes a broker delivers, for a test to wait on.
final class EnvelopeInbox: Sendable {
    private let received = Locked<[ServerEventEnvelope]>([])

    /// The closure to attach to a broker.
    var deliver: @Sendable (ServerEventEnvelope) -> Void {
        { [received] envelope in received.withLock { $0.append(envelope) } }
    }

    /// Waits up to `seconds` for an envelope matching `predicate`; nil when none came.
    func first(
        within seconds: Double = 300, where predicate: (ServerEventEnvelope) -> Bool
    ) async throws -> ServerEventEnvelope? {
        await eventualValue(within: seconds) { received.current.first(where: predicate) }
    }
}
