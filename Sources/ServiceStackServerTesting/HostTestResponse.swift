import Foundation
import ServiceStack

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The status, headers and body of a request sent with `HostTestClient.execute(_:_:headers:body:)` or
/// `HostTestResponse.send(_:_:headers:body:timeout:through:)`.
public struct HostTestResponse: Sendable {
    /// The HTTP status code.
    public let status: Int
    /// The response headers; repeated headers are joined with `, `.
    public let headers: [String: String]
    /// The response body as received.
    public let body: Data

    /// Wraps a response as a transport returned it.
    public init(_ response: TransportResponse) {
        status = response.statusCode
        headers = response.headers
        body = response.data
    }

    /// Sends exactly this request (any method, headers and body) to `url` through `transport`, by default over
    /// HTTP with `URLSessionTransport`, and returns the response whatever its status: for servers a test reaches
    /// without a `HostTestClient`, such as a Hummingbird application that mounts a host. `timeout` bounds the
    /// whole exchange, in seconds: by default `InMemoryTransport.defaultTimeout`, as for test clients.
    public static func send(
        _ method: String, _ url: String, headers: [String: String] = [:], body: Data? = nil,
        timeout: TimeInterval = InMemoryTransport.defaultTimeout,
        through transport: any ServiceClientTransport = URLSessionTransport()
    ) async throws -> HostTestResponse {
        guard let target = URL(string: url) else { throw ServiceClientError.invalidUrl(url) }
        var request = URLRequest(url: target)
        request.timeoutInterval = timeout  // Linux URLSession ignores a timeout given to the initializer
        request.httpMethod = method
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        request.httpBody = body
        return HostTestResponse(try await transport.send(request))
    }

    /// The body decoded as UTF-8.
    public var text: String { String(decoding: body, as: UTF8.self) }

    /// The `responseStatus` of a ServiceStack error body, or nil when the body has none.
    public var responseStatus: ResponseStatus? {
        struct ErrorBody: Decodable { var responseStatus: ResponseStatus? }
        return (try? JSONDecoder().decode(ErrorBody.self, from: body))?.responseStatus
    }

    /// A response header, matched without regard to case.
    public func header(_ name: String) -> String? {
        headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }
}
