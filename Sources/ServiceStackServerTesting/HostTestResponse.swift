import Foundation
import ServiceStack

/// The status, headers and body of a request sent with `HostTestClient.execute(_:_:headers:body:)`.
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
