import Foundation
import ServiceStackWire

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends a fully built HTTP request and returns the raw response.
///
/// The client builds requests, applies filters, auth, cookies and retries above this seam, so every
/// transport (URLSession, AsyncHTTPClient, an in-memory host, a test stub) behaves the same.
/// Transports throw `ServiceClientError` for network failures and `CancellationError` when the task
/// is cancelled; HTTP error statuses are returned, not thrown.
public protocol ServiceClientTransport: Sendable {
    /// Sends `request` and returns the response, whatever its status.
    func send(_ request: URLRequest) async throws -> TransportResponse

    /// Sends the request, failing with `ServiceClientError.responseTooLarge` when the body (after
    /// decompression) grows past `maxResponseBytes`. Transports that can stop reading at the limit implement
    /// it; the default checks the size once the whole body has arrived.
    func send(_ request: URLRequest, maxResponseBytes: Int) async throws -> TransportResponse
}

extension ServiceClientTransport {
    public func send(_ request: URLRequest, maxResponseBytes: Int) async throws -> TransportResponse {
        let response = try await send(request)
        guard response.data.count <= maxResponseBytes else {
            throw ServiceClientError.responseTooLarge(url: request.url?.absoluteString ?? "", limit: maxResponseBytes)
        }
        return response
    }
}

/// A raw HTTP response: status, headers and body.
///
/// The client reads only these; a Foundation `HTTPURLResponse` (costly to build on Linux) is made on demand
/// for response filters and `getData`, or kept when the transport already has one.
public struct TransportResponse: @unchecked Sendable {
    /// The body, decompressed.
    public var data: Data
    /// The URL the response came from, after redirects.
    public let url: URL
    /// The HTTP status code.
    public let statusCode: Int
    /// The response headers; repeated headers are joined with `, `.
    public var headers: [String: String] { fields.dictionary }
    private let fields: ResponseHeaderFields

    /// Wraps a Foundation response (as URLSession returns it).
    public init(data: Data, response: HTTPURLResponse) {
        self.data = data
        self.url = response.url ?? URL(fileURLWithPath: "/")
        self.statusCode = response.statusCode
        self.fields = .foundation(response)
    }

    /// Creates a response from parts.
    public init(url: URL, statusCode: Int, headers: [String: String], body: Data) {
        self.data = body
        self.url = url
        self.statusCode = statusCode
        self.fields = .dictionary(headers)
    }

    /// Creates a response from its headers in arrival order; a name may repeat.
    package init(url: URL, statusCode: Int, headerPairs: [(name: String, value: String)], body: Data) {
        self.data = body
        self.url = url
        self.statusCode = statusCode
        self.fields = .pairs(headerPairs)
    }

    /// The value of a header, matched without regard to case.
    public func header(_ name: String) -> String? {
        fields.value(name)
    }

    /// The response as a Foundation `HTTPURLResponse`.
    public var response: HTTPURLResponse? {
        if case .foundation(let response) = fields { return response }
        return HTTPURLResponse(url: url, statusCode: statusCode, httpVersion: "HTTP/1.1", headerFields: headers)
    }
}

/// A transport that can skip TLS certificate validation for chosen hosts (`JsonServiceClient.ignoreCertificatesFor`).
public protocol CertificateValidationConfigurable: ServiceClientTransport {
    /// Hosts, as `host` or `host:port`, whose certificates are accepted without validation.
    func setIgnoredCertificateHosts(_ hosts: [String])
}
