import Foundation

/// A raw HTTP response, for endpoints that do not speak ServiceStack's JSON (files, test fixtures).
public struct HttpResult: Sendable {
    /// The HTTP status code.
    public var status: Int
    /// Response headers (besides cookies the context set).
    public var headers: [(name: String, value: String)]
    /// The body bytes.
    public var body: Data
    /// When set, the declared `Content-Length`; if larger than `body`, the connection is cut after `body`.
    public var declaredContentLength: Int?

    /// Creates a result.
    public init(
        status: Int = 200, headers: [(name: String, value: String)] = [], body: Data = Data(),
        declaredContentLength: Int? = nil
    ) {
        self.status = status
        self.headers = headers
        self.body = body
        self.declaredContentLength = declaredContentLength
    }

    /// A result with a text body and content type.
    public static func text(
        _ text: String, status: Int = 200, contentType: String = "text/plain; charset=utf-8"
    )
        -> HttpResult
    {
        HttpResult(status: status, headers: [("Content-Type", contentType)], body: Data(text.utf8))
    }
}
