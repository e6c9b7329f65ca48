import Foundation
import ServiceStack
import Testing

/// The response reader behind URLSessionTransport's plain-HTTP streams on Linux, fed bytes as the network would.
struct HTTPResponseDecoderTests {
    private struct Decoded {
        var statusCode: Int?
        var headers: [String: String] = [:]
        var body = ""
        var ended = false
    }

    /// Feeds `text` in pieces of `pieceSize` bytes (all at once when nil), then closes the connection if asked.
    private static func decode(_ text: String, pieceSize: Int? = nil, close: Bool = false) throws -> Decoded {
        let bytes = Array(text.utf8)
        var decoder = HTTPResponseDecoder()
        var decoded = Decoded()
        var start = 0
        let step = max(pieceSize ?? bytes.count, 1)
        while start < bytes.count {
            let end = min(start + step, bytes.count)
            var events: [HTTPResponseDecoder.Event] = []
            try bytes[start..<end].withUnsafeBytes { try decoder.feed($0, into: &events) }
            record(events, in: &decoded)
            start = end
        }
        if close { record(try decoder.connectionClosed(), in: &decoded) }
        return decoded
    }

    private static func record(_ events: [HTTPResponseDecoder.Event], in decoded: inout Decoded) {
        for event in events {
            switch event {
            case .head(let head):
                decoded.statusCode = head.statusCode
                decoded.headers = head.headers
            case .body(let data): decoded.body += String(decoding: data, as: UTF8.self)
            case .end: decoded.ended = true
            }
        }
    }

    private static func malformed(_ text: String, close: Bool = false) -> Bool {
        do {
            _ = try decode(text, close: close)
            return false
        } catch {
            return error is HTTPResponseDecoder.Failure
        }
    }

    static let chunked =
        "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nSet-Cookie: a=1\r\n"
        + "set-cookie: b=2\r\n\r\n5;name=value\r\nhello\r\nB \r\n, world!\r\nX\r\n0\r\nTrailer: t\r\n\r\nafter the end"

    @Test(arguments: [nil, 1, 2, 3, 7, 64])
    func aChunkedBodyDecodesTheSameInPiecesOfAnySize(_ pieceSize: Int?) throws {
        let decoded = try Self.decode(Self.chunked, pieceSize: pieceSize)
        #expect(decoded.statusCode == 200)
        #expect(decoded.headers["Set-Cookie"] == "a=1, b=2")
        #expect(decoded.body == "hello, world!\r\nX")
        #expect(decoded.ended)
    }

    @Test func contentLengthEndsTheBodyAndRepeatedEqualValuesAreOneLength() throws {
        let decoded = try Self.decode("HTTP/1.1 200 OK\r\nContent-Length: 5\r\ncontent-length: 5\r\n\r\nhelloextra")
        #expect(decoded.body == "hello")
        #expect(decoded.ended)
    }

    @Test func aBodyWithoutLengthEndsWithTheConnection() throws {
        let open = try Self.decode("HTTP/1.0 200 OK\r\n\r\ndata: a\n\n")
        #expect(open.body == "data: a\n\n")
        #expect(!open.ended)
        #expect(try Self.decode("HTTP/1.0 200 OK\r\n\r\ndata: a\n\n", close: true).ended)
    }

    @Test(arguments: [
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n-1\r\nx\r\n0\r\n\r\n",
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n+5\r\nhello\r\n0\r\n\r\n",
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n0x5\r\nhello\r\n0\r\n\r\n",
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n1000000000000000\r\nhello",
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhelloXX\r\n0\r\n\r\n",
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: gzip, chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n",
        "HTTP/1.1 200 OK\r\nContent-Length: 99999999999999999999\r\n\r\nhello",
        "HTTP/1.1 200 OK\r\nContent-Length: -5\r\n\r\nhello",
        "HTTP/1.1 200 OK\r\nContent-Length: +5\r\n\r\nhello",
        "HTTP/1.1 200 OK\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello!",
        "HTTP/1.1 2000 OK\r\n\r\n",
        "HTTP/1.1 +20 OK\r\n\r\n",
        "HTTP/2 200 OK\r\n\r\n",
        "HTTP/1.1 101 Switching Protocols\r\n\r\n",
        "HTTP/1.1 200 OK\r\nA: 1\r\n folded\r\n\r\n",
        "HTTP/1.1 200 OK\r\nA : 1\r\n\r\n",
        "HTTP/1.1 200 OK\r\nA: 1\nB: 2\r\n\r\n",
    ])
    func aMalformedResponseIsAnError(_ text: String) {
        #expect(Self.malformed(text))
    }

    @Test func aResponseCutShortIsAnError() {
        #expect(Self.malformed("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhel", close: true))
        #expect(Self.malformed("HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhel", close: true))
        #expect(Self.malformed("HTTP/1.1 200 OK\r\nContent-", close: true))
    }

    @Test func theHeadIsBoundedInBytes() throws {
        let prefix = "HTTP/1.1 200 OK\r\nX: "
        let fitting = HTTPResponseDecoder.maxHeadBytes - prefix.utf8.count - 4
        let head = prefix + String(repeating: "x", count: fitting) + "\r\n\r\n"
        #expect(try Self.decode(head).statusCode == 200)
        let longer = prefix + String(repeating: "x", count: fitting + 1) + "\r\n\r\n"
        #expect(Self.malformed(longer))
    }

    @Test func aChunkSizeLineIsBoundedInBytes() throws {
        let start = "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
        let fitting = "5;" + String(repeating: "x", count: HTTPResponseDecoder.maxLineBytes - 4) + "\r\n"
        #expect(try Self.decode(start + fitting + "hello\r\n0\r\n\r\n").body == "hello")
        let longer = "5;" + String(repeating: "x", count: HTTPResponseDecoder.maxLineBytes - 3) + "\r\n"
        #expect(Self.malformed(start + longer + "hello\r\n0\r\n\r\n"))
    }

    /// Thousands of repeats of one field are joined once, not one copy of the growing value per repeat.
    @Test func aFieldRepeatedThousandsOfTimesIsJoinedOnce() throws {
        let count = (HTTPResponseDecoder.maxHeadBytes - 100) / 5
        let head = "HTTP/1.1 200 OK\r\n" + String(repeating: "a:b\r\n", count: count) + "\r\n"
        let decoded = try Self.decode(head)
        #expect(decoded.headers["a"]?.utf8.count == count * 3 - 2)
    }
}
