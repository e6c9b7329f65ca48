import ServiceStack
import ServiceStackServer

/// Collects the envelopes a broker delivers, for a test to wait on.
final class EnvelopeInbox: Sendable {
    private let received = Locked<[ServerEventEnvelope]>([])

    /// The closure to attach to a broker.
    var deliver: @Sendable (ServerEventEnvelope) -> Void {
        { [received] envelope in received.withLock { $0.append(envelope) } }
    }

    /// Waits up to `seconds` for an envelope matching `predicate`; nil when none came.
    func first(
        within seconds: Double = 60, where predicate: (ServerEventEnvelope) -> Bool
    ) async throws -> ServerEventEnvelope? {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .milliseconds(Int(seconds * 1000)))
        while clock.now < deadline {
            if let match = received.current.first(where: predicate) { return match }
            try await Task.sleep(for: .milliseconds(20))
        }
        return received.current.first(where: predicate)
    }
}
