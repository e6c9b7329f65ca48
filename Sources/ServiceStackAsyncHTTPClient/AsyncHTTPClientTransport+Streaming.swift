import AsyncHTTPClient
import Foundation
import NIOCore
import ServiceStack
import ServiceStackWire

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension AsyncHTTPClientTransport: ServiceClientStreamingTransport {
    /// How long a streamed call may stay open.
    static let streamDeadline = TimeAmount.hours(24)

    /// Streams the response body as AsyncHTTPClient reads it, with pieces of at most
    /// `StreamingBody.defaultMaxBufferedBytes`.
    public func stream(_ request: URLRequest) async throws -> StreamingResponse {
        try await stream(request, maxBufferedBytes: StreamingBody.defaultMaxBufferedBytes)
    }

    /// Streams the response body as AsyncHTTPClient reads it: the connection reads on only as fast as the body is
    /// consumed (AsyncHTTPClient asks the socket for more only when the reader takes the piece it holds), and
    /// cancelling the reading task closes it. A single piece larger than `maxBufferedBytes` (a compressed body
    /// inflating) fails the body with `ServiceClientError.responseTooLarge`.
    public func stream(_ request: URLRequest, maxBufferedBytes: Int) async throws -> StreamingResponse {
        guard let url = request.url else { throw ServiceClientError.invalidUrl("") }
        let urlText = url.absoluteString
        let response: HTTPClientResponse
        do {
            response = try await client(for: url).execute(
                Self.makeRequest(request, url: urlText), timeout: Self.streamDeadline)
        } catch {
            throw Self.classify(error, url: urlText, limit: maxResponseBytes)
        }
        let head = Self.makeResponse(url: url, status: response.status, headers: response.headers, body: Data())
        let body = UncheckedTransfer(response.body)
        let limit = max(maxBufferedBytes, 1)
        let responseLimit = maxResponseBytes
        return StreamingResponse(
            url: url, statusCode: head.statusCode, headers: head.headers,
            body: StreamingBody {
                let reader = BodyReader(body.value.makeAsyncIterator())
                return {
                    let piece: ByteBuffer?
                    do {
                        piece = try await reader.next()
                    } catch {
                        throw Self.classify(error, url: urlText, limit: responseLimit)
                    }
                    guard let piece else { return nil }
                    guard piece.readableBytes <= limit else {
                        throw ServiceClientError.responseTooLarge(url: urlText, limit: limit)
                    }
                    return Data(piece.readableBytesView)
                }
            })
    }
}

/// The body iterator of one streamed response; read by one task at a time.
private final class BodyReader: @unchecked Sendable {
    private var iterator: HTTPClientResponse.Body.AsyncIterator

    init(_ iterator: HTTPClientResponse.Body.AsyncIterator) {
        self.iterator = iterator
    }

    func next() async throws -> ByteBuffer? {
        try await iterator.next()
    }
}
