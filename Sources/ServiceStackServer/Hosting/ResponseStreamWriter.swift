import Foundation
import Hummingbird
import NIOCore

/// Writes the body of a streamed `HttpResult` to the connection, chunk by chunk.
///
/// Each write hands its bytes to the connection and returns once the connection can take more, so a client that
/// reads slowly slows the writer down instead of piling the body up in memory. When the client has gone away a
/// write throws; let the error end the stream (it is not sent to anyone).
///
/// A write returns before the connection's event loop has taken its bytes, so a writer running faster than that
/// loop could get ahead of the connection by however much it writes meanwhile. Under `http1Server` (what
/// `start` and `run` use) the writer waits for the loop to catch up after every 64 KiB, so it is never more than
/// that, the connection's 64 KiB high-water mark and one write ahead of what the socket took.
public struct ResponseStreamWriter {
    /// How many bytes may be written before waiting for the connection's event loop to have taken them.
    static let bytesBetweenCatchUps = 64 * 1024

    private var base: any ResponseBodyWriter
    private let eventLoop: (any EventLoop)?
    private var bytesSinceCatchUp = 0

    init(_ base: any ResponseBodyWriter, eventLoop: (any EventLoop)? = ConnectionEventLoop.current) {
        self.base = base
        self.eventLoop = eventLoop
    }

    /// Writes `bytes` as the next part of the body.
    public mutating func write(_ bytes: Data) async throws {
        try await write(ByteBuffer(bytes: bytes))
    }

    /// Writes `text` as UTF-8.
    public mutating func write(_ text: String) async throws {
        try await write(ByteBuffer(string: text))
    }

    /// Writes a buffer as the next part of the body.
    public mutating func write(_ buffer: ByteBuffer) async throws {
        let count = buffer.readableBytes
        try await base.write(buffer)
        bytesSinceCatchUp += count
        guard bytesSinceCatchUp >= Self.bytesBetweenCatchUps, let eventLoop else { return }
        bytesSinceCatchUp = 0
        // Runs after the loop has handed the writes so far to the channel, which turned unwritable if they
        // filled it: the next write then waits until the client has read enough.
        try await eventLoop.submit {}.get()
    }

    /// Runs `stream` over `writer` and ends the body once it returns.
    static func run(_ stream: HttpResult.BodyStream, on writer: any ResponseBodyWriter) async throws {
        var streamWriter = ResponseStreamWriter(writer)
        try await stream(&streamWriter)
        try await streamWriter.base.finish(nil)
    }
}
