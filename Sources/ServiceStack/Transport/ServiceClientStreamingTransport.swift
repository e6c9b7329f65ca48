import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A transport that hands over a response body piece by piece as it arrives (event streams, long downloads).
public protocol ServiceClientStreamingTransport: ServiceClientTransport {
    /// Sends `request` and returns once the response head has arrived; the body follows in `StreamingResponse.body`.
    /// Cancelling the task reading the body, or dropping the body, closes the connection.
    func stream(_ request: URLRequest) async throws -> StreamingResponse
}

extension ServiceClientTransport {
    /// Streams the response through `ServiceClientStreamingTransport.stream(_:)` when the transport can;
    /// otherwise sends the request and hands over the whole body as one piece.
    public func openStream(_ request: URLRequest) async throws -> StreamingResponse {
        if let streaming = self as? any ServiceClientStreamingTransport {
            return try await streaming.stream(request)
        }
        return StreamingResponse(whole: try await send(request))
    }
}

/// A response whose body is still arriving.
public struct StreamingResponse: Sendable {
    /// The URL the response came from.
    public let url: URL
    /// The HTTP status code.
    public let statusCode: Int
    /// The response headers.
    public let headers: [String: String]
    /// The body, in the pieces it arrives in.
    public let body: StreamingBody

    /// Creates a response from parts.
    public init(url: URL, statusCode: Int, headers: [String: String], body: StreamingBody) {
        self.url = url
        self.statusCode = statusCode
        self.headers = headers
        self.body = body
    }

    /// A response whose body has all arrived, handed over as one piece (none when it is empty).
    init(whole response: TransportResponse) {
        self.init(
            url: response.url, statusCode: response.statusCode, headers: response.headers,
            body: StreamingBody(chunks: response.data.isEmpty ? [] : [response.data]))
    }

    /// The body read up to `limit` bytes (for an error response).
    public func collect(upTo limit: Int) async throws -> Data {
        var data = Data()
        for try await chunk in body {
            data.append(chunk.prefix(max(limit - data.count, 0)))
            if data.count >= limit { break }
        }
        return data
    }
}

/// The pieces of a response body, read once.
public struct StreamingBody: AsyncSequence, Sendable {
    /// One piece of the body.
    public typealias Element = Data

    private let makeNext: @Sendable () -> @Sendable () async throws -> Data?

    /// A body whose iterator reads pieces with the function `makeNext` returns (nil at the end).
    public init(makeNext: @escaping @Sendable () -> @Sendable () async throws -> Data?) {
        self.makeNext = makeNext
    }

    /// A body fed by an `AsyncThrowingStream`.
    public init(_ stream: AsyncThrowingStream<Data, Error>) {
        let shared = UncheckedTransfer(stream)
        makeNext = {
            let iterator = Locked(shared.value.makeAsyncIterator())
            return { try await Self.next(of: iterator) }
        }
    }

    /// A body made of `chunks`, already all here.
    public init(chunks: [Data]) {
        let (stream, continuation) = AsyncThrowingStream<Data, Error>.makeStream()
        for chunk in chunks { continuation.yield(chunk) }
        continuation.finish()
        self.init(stream)
    }

    private static func next(of iterator: Locked<AsyncThrowingStream<Data, Error>.Iterator>) async throws -> Data? {
        // One reader at a time: the iterator is taken out while it waits and put back afterwards.
        var current = iterator.withLock { $0 }
        let chunk = try await current.next()
        let finished = current
        iterator.withLock { $0 = finished }
        return chunk
    }

    /// Reads the pieces in order.
    public struct AsyncIterator: AsyncIteratorProtocol {
        let read: @Sendable () async throws -> Data?

        /// The next piece, or nil at the end of the body.
        public mutating func next() async throws -> Data? { try await read() }
    }

    /// An iterator over the body.
    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(read: makeNext()) }
}
