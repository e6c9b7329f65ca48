import Foundation
import ServiceStackWire

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A transport that hands over a response body piece by piece as it arrives (event streams, long downloads).
public protocol ServiceClientStreamingTransport: ServiceClientTransport {
    /// Sends `request` and returns once the response head has arrived; the body follows in `StreamingResponse.body`.
    /// Cancelling the task reading the body, or dropping the body, closes the connection.
    func stream(_ request: URLRequest) async throws -> StreamingResponse

    /// Like `stream(_:)`, holding at most `maxBufferedBytes` of body that has arrived but is not read yet. A
    /// transport that reads only as fast as the body is consumed holds little anyway; one that cannot wait for its
    /// reader fails the body with `ServiceClientError.responseTooLarge` when the reader falls that far behind.
    func stream(_ request: URLRequest, maxBufferedBytes: Int) async throws -> StreamingResponse
}

extension ServiceClientStreamingTransport {
    /// Streams with the transport's own buffering.
    public func stream(_ request: URLRequest, maxBufferedBytes: Int) async throws -> StreamingResponse {
        try await stream(request)
    }
}

extension ServiceClientTransport {
    /// Streams the response through `ServiceClientStreamingTransport.stream(_:maxBufferedBytes:)` when the
    /// transport can; otherwise sends the request and hands over the whole body as one piece.
    public func openStream(
        _ request: URLRequest, maxBufferedBytes: Int = StreamingBody.defaultMaxBufferedBytes
    ) async throws -> StreamingResponse {
        if let streaming = self as? any ServiceClientStreamingTransport {
            return try await streaming.stream(request, maxBufferedBytes: maxBufferedBytes)
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

    /// The default for the bytes a transport holds unread: 4 MiB.
    public static let defaultMaxBufferedBytes = 4 * 1024 * 1024

    private let makeNext: @Sendable () -> @Sendable () async throws -> Data?
    private let unread: @Sendable () -> Int
    private let peakUnread: @Sendable () -> Int

    /// A body whose iterator reads pieces with the function `makeNext` returns (nil at the end); `unreadBytes`
    /// tells how many bytes the transport holds that the reader has not taken yet, `peakUnreadBytes` the most it
    /// has held.
    public init(
        unreadBytes: @escaping @Sendable () -> Int = { 0 }, peakUnreadBytes: @escaping @Sendable () -> Int = { 0 },
        makeNext: @escaping @Sendable () -> @Sendable () async throws -> Data?
    ) {
        self.makeNext = makeNext
        unread = unreadBytes
        peakUnread = peakUnreadBytes
    }

    /// The bytes that arrived and are not read yet, as far as the transport holds them.
    public var unreadBytes: Int { unread() }

    /// The most bytes the transport has held unread at once.
    public var peakUnreadBytes: Int { peakUnread() }

    /// A body fed by an `AsyncThrowingStream`.
    public init(_ stream: AsyncThrowingStream<Data, any Error>) {
        let shared = UncheckedTransfer(stream)
        unread = { 0 }
        peakUnread = { 0 }
        makeNext = {
            let iterator = Locked(shared.value.makeAsyncIterator())
            return { try await Self.next(of: iterator) }
        }
    }

    /// A body made of `chunks`, already all here.
    public init(chunks: [Data]) {
        let (stream, continuation) = AsyncThrowingStream<Data, any Error>.makeStream()
        for chunk in chunks { continuation.yield(chunk) }
        continuation.finish()
        self.init(stream)
    }

    private static func next(of iterator: Locked<AsyncThrowingStream<Data, any Error>.Iterator>) async throws -> Data? {
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
