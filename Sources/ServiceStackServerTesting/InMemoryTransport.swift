import Foundation
import ServiceStack
import ServiceStackServer
import ServiceStackTesting
import ServiceStackWire

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A transport that hands each request straight to a `ServiceStackHost` in the same process: no socket,
/// no port, the same routing, binding, validation, auth and error responses as over HTTP.
///
/// It records every request, so the `ServiceStackTesting` expectations apply to it too.
public final class InMemoryTransport: ServiceClientTransport, Sendable {
    /// The base URL in-memory clients use unless given another; no request leaves the process.
    public static let baseUrl = "http://in-memory.test/"
    /// The `timeout` of the clients of `inMemoryClient()` and `test(_:_:)`, in seconds: 10 minutes.
    public static let defaultTimeout: TimeInterval = 600

    /// The host that answers.
    public let host: ServiceStackHost
    private let log = Locked<[RecordedRequest]>([])

    /// A transport whose requests `host` answers.
    public init(host: ServiceStackHost) {
        self.host = host
    }

    /// Every request sent so far, in order.
    public var recorded: [RecordedRequest] { log.current }

    /// The most recent request.
    public var last: RecordedRequest? { log.current.last }

    /// Records `request` and returns the host's answer to it.
    public func send(_ request: URLRequest) async throws -> TransportResponse {
        try Task.checkCancellation()
        log.withLock { $0.append(RecordedRequest(request)) }
        return await host.respond(to: request)
    }
}

extension ServiceStackHost {
    /// A client whose requests this host answers in memory.
    ///
    /// Its `timeout` starts at `InMemoryTransport.defaultTimeout` (10 minutes) rather than 60 seconds: in memory no
    /// network can stall a call, so the whole-call deadline only stops a handler that never returns, and a test
    /// process running a thousand tests at once on two cores may take minutes to get to one call.
    public func inMemoryClient(baseUrl: String = InMemoryTransport.baseUrl) -> JsonServiceClient {
        let client = JsonServiceClient(baseUrl: baseUrl, transport: InMemoryTransport(host: self))
        client.timeout = InMemoryTransport.defaultTimeout
        return client
    }
}
