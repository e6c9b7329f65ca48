import Foundation
import ServiceStack
import ServiceStackWire

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Wraps another transport (URLSession, an in-memory host...) and records every request it passes on.
public final class RecordingTransport: ServiceClientTransport, Sendable {
    private let inner: any ServiceClientTransport
    private let log = Locked<[RecordedRequest]>([])

    /// A transport that records each request, then sends it through `inner`.
    public init(wrapping inner: any ServiceClientTransport) {
        self.inner = inner
    }

    /// Every request sent so far, in order.
    public var recorded: [RecordedRequest] { log.current }

    /// The most recent request.
    public var last: RecordedRequest? { log.current.last }

    public func send(_ request: URLRequest) async throws -> TransportResponse {
        log.withLock { $0.append(RecordedRequest(request)) }
        return try await inner.send(request)
    }
}
