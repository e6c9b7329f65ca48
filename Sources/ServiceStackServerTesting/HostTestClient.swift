import Foundation
import ServiceStack
import ServiceStackServer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The client `ServiceStackHost.test(_:_:)` hands to its body: a `JsonServiceClient` for the host under test
/// with a cookie jar of its own, that can also send raw requests and make more clients, all through the same
/// transport (in memory or HTTP).
public final class HostTestClient: JsonServiceClient, @unchecked Sendable {
    /// The server listening on 127.0.0.1 for `.live`, e.g. for raw sockets or another process; nil in memory.
    public let running: RunningHost?
    private let hostTransport: any ServiceClientTransport

    init(baseUrl: String, transport: any ServiceClientTransport, running: RunningHost?) {
        self.running = running
        hostTransport = transport
        super.init(baseUrl: baseUrl)
        self.transport = transport
        cookieStore = InMemoryCookieStore()
    }

    /// Another client for the same host through the same transport, with a cookie jar of its own.
    public func makeClient() -> JsonServiceClient {
        let client = JsonServiceClient(baseUrl: baseUrl, transport: hostTransport)
        client.cookieStore = InMemoryCookieStore()
        return client
    }

    /// Sends exactly this request: any method, headers and body, with none of the client's cookies, auth,
    /// filters or retries, and returns the response whatever its status. The exchange is bounded by the client's
    /// `timeout` (10 minutes unless changed, as for every call of a test client).
    ///
    /// - Parameters:
    ///   - method: the HTTP method (`GET`, `POST`, or any other).
    ///   - target: a path below `baseUrl` (`api/Hello?name=x`; a leading `/` is ignored) or an absolute URL.
    ///   - headers: the request's headers, and no others.
    ///   - body: the request's body, if any.
    public func execute(
        _ method: String, _ target: String, headers: [String: String] = [:], body: Data? = nil
    ) async throws -> HostTestResponse {
        try await HostTestResponse.send(
            method, absoluteUrl(target), headers: headers, body: body,
            timeout: timeout ?? InMemoryTransport.defaultTimeout, through: hostTransport)
    }

    private func absoluteUrl(_ target: String) -> String {
        if target.hasPrefix("http://") || target.hasPrefix("https://") { return target }
        return baseUrl + (target.hasPrefix("/") ? String(target.dropFirst()) : target)
    }
}
