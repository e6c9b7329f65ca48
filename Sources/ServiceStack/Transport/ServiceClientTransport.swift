import Foundation

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
    func send(_ request: URLRequest) async throws -> TransportResponse
}

/// A raw HTTP response.
public struct TransportResponse: @unchecked Sendable {
    public var data: Data
    public var response: HTTPURLResponse

    public init(data: Data, response: HTTPURLResponse) {
        self.data = data
        self.response = response
    }

    /// The response headers as strings.
    public var headers: [String: String] {
        var fields: [String: String] = [:]
        for (key, value) in response.allHeaderFields {
            if let key = key as? String, let value = value as? String { fields[key] = value }
        }
        return fields
    }

    /// Creates a response from parts.
    public init?(url: URL, statusCode: Int, headers: [String: String], body: Data) {
        guard
            let response = HTTPURLResponse(
                url: url, statusCode: statusCode, httpVersion: "HTTP/1.1", headerFields: headers)
        else { return nil }
        self.init(data: body, response: response)
    }
}
