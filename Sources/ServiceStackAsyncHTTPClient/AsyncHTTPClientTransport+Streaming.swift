import AsyncHTTPClient
import Foundation
import NIOCore
import ServiceStack

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension AsyncHTTPClientTransport: ServiceClientStreamingTransport {
    /// How long a streamed call may stay open.
    static let streamDeadline = TimeAmount.hours(24)

    /// Streams the response body as AsyncHTTPClient reads it: the connection reads on only as fast as the body
    /// is consumed, and cancelling the reading task closes it.
    public func stream(_ request: URLRequest) async throws -> StreamingResponse {
        guard let url = request.url else { throw ServiceClientError.invalidUrl("") }
        let urlText = url.absoluteString
        let response: HTTPClientResponse
        do {
            response = try await client(for: url).execute(
                Self.makeRequest(request, url: urlText), timeout: Self.streamDeadline)
        } catch {
            throw Self.classify(error, url: urlText, limit: maxResponseBytes)
        }
        let head = Self.makeResponse(url: url, response: response, body: Data())
        let body = UncheckedTransfer(response.body)
        let limit = maxResponseBytes
        return StreamingResponse(
            url: url, statusCode: head.statusCode, headers: head.headers,
            body: StreamingBody {
                let reader = BodyReader(body.value.makeAsyncIterator())
                return {
                    do {
                        return try await reader.next().map { Data($0.readableBytesView) }
                    } catch {
                        throw Self.classify(error, url: urlText, limit: limit)
                    }
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
