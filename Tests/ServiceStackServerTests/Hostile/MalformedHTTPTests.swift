import Foundation
import ServiceStack
import ServiceStackServer
import ServiceStackServerTesting
import TestServices
import TestSupport
import Testing

/// Requests NIO's HTTP parser rejects get 400 with a `ResponseStatus` body: before, broken chunked framing was a
/// 500 `HTTPParserError` and an overlong request line a 400 with an empty body.
@Suite struct MalformedHTTPTests {
    static let chunkedHead =
        "POST /api/Hello HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"

    @Test(arguments: [
        "zz\r\n{}\r\n0\r\n\r\n", "FFFFFFFFFFFFFFFFFFFF\r\n{}\r\n0\r\n\r\n", "-5\r\n{}\r\n0\r\n\r\n",
        "2\r\n{}XX0\r\n\r\n",
    ])
    func brokenChunkedFramingIs400(chunks: String) async throws {
        try await makeTestHost().test(.live) { client in
            let response = try await RawSocket.exchange(port: client.port, Self.chunkedHead + chunks)
            #expect(RawSocket.status(of: response) == 400, "\(response)")
            #expect(response.contains(#""responseStatus""#), "\(response)")
            try await expectStillServing(client)
        }
    }

    @Test func unknownTransferEncodingIsRefused() async throws {
        try await makeTestHost().test(.live) { client in
            let request =
                "POST /api/Hello HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: xchunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n"
            let response = try await RawSocket.exchange(port: client.port, request)
            let status = RawSocket.status(of: response) ?? 0
            #expect((400..<500).contains(status), "\(response)")
            #expect(response.contains(#""responseStatus""#), "\(response)")
            try await expectStillServing(client)
        }
    }

    @Test func overlongRequestLineIs400WithAResponseStatus() async throws {
        try await makeTestHost().test(.live) { client in
            let path = "/api/Hello?name=" + String(repeating: "x", count: 100_000)
            let response = try await RawSocket.exchange(
                port: client.port, "GET \(path) HTTP/1.1\r\nHost: localhost\r\n\r\n")
            #expect(RawSocket.status(of: response) == 400)
            #expect(response.contains(#""errorCode":"BadRequest""#), "\(response.prefix(300))")
            try await expectStillServing(client)
        }
    }

    @Test func overlongHeaderIs400WithAResponseStatus() async throws {
        try await makeTestHost().test(.live) { client in
            let header = "X-Big: " + String(repeating: "y", count: 100_000)
            let response = try await RawSocket.exchange(
                port: client.port, "GET /api/Hello HTTP/1.1\r\nHost: localhost\r\n\(header)\r\n\r\n")
            #expect(RawSocket.status(of: response) == 400)
            #expect(response.contains(#""responseStatus""#), "\(response.prefix(300))")
        }
    }
}
