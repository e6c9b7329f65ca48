import Foundation

/// A raw HTTP response, for endpoints that do not speak ServiceStack's JSON (files, downloads, event streams,
/// test fixtures). Its body is either bytes in memory (`body`) or written over time (`stream`).
public struct HttpResult: Sendable {
    /// Writes a streamed body; it returns when the body is complete. A write suspends while the client is not
    /// reading (back-pressure) and throws once the client has gone away, which ends the stream.
    public typealias BodyStream = @Sendable (inout ResponseStreamWriter) async throws -> Void

    /// The HTTP status code.
    public var status: Int
    /// Response headers (besides cookies the context set).
    public var headers: [(name: String, value: String)]
    /// The body bytes; ignored when `stream` is set.
    public var body: Data
    /// When set, the declared `Content-Length`; if larger than `body`, the connection is cut after `body`.
    /// With `stream`, the length the stream will write (nil sends the body chunked).
    public var declaredContentLength: Int?
    /// When set, writes the body over time instead of sending `body`.
    public var stream: BodyStream?

    /// Creates a result whose body is `body`.
    public init(
        status: Int = 200, headers: [(name: String, value: String)] = [], body: Data = Data(),
        declaredContentLength: Int? = nil
    ) {
        self.status = status
        self.headers = headers
        self.body = body
        self.declaredContentLength = declaredContentLength
    }

    /// Creates a result whose body `stream` writes over time, e.g.
    /// `HttpResult(headers: [("Content-Type", "text/event-stream")]) { writer in try await writer.write("data: 1\n\n") }`.
    /// `contentLength`, when known, is sent as `Content-Length`; otherwise the body is sent chunked.
    public init(
        status: Int = 200, headers: [(name: String, value: String)] = [], contentLength: Int? = nil,
        stream: @escaping BodyStream
    ) {
        self.init(status: status, headers: headers, declaredContentLength: contentLength)
        self.stream = stream
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
