import Foundation
import Hummingbird

/// Writes the body of a streamed `HttpResult` to the connection, chunk by chunk.
///
/// Each write hands its bytes to the connection and returns once the connection can take more, so a client that
/// reads slowly slows the writer down instead of piling the body up in memory. When the client has gone away a
/// write throws; let the error end the stream (it is not sent to anyone).
public struct ResponseStreamWriter {
    private var base: any ResponseBodyWriter

    init(_ base: any ResponseBodyWriter) {
        self.base = base
    }

    /// Writes `bytes` as the next part of the body.
    public mutating func write(_ bytes: Data) async throws {
        try await base.write(ByteBuffer(bytes: bytes))
    }

    /// Writes `text` as UTF-8.
    public mutating func write(_ text: String) async throws {
        try await base.write(ByteBuffer(string: text))
    }

    /// Writes a buffer as the next part of the body.
    public mutating func write(_ buffer: ByteBuffer) async throws {
        try await base.write(buffer)
    }

    /// Runs `stream` over `writer` and ends the body once it returns.
    static func run(_ stream: HttpResult.BodyStream, on writer: any ResponseBodyWriter) async throws {
        var streamWriter = ResponseStreamWriter(writer)
        try await stream(&streamWriter)
        try await streamWriter.base.finish(nil)
    }
}
