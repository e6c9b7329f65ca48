import Foundation
import ServiceStack
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A response's headers read the same whether the transport handed them over as a dictionary, as pairs in arrival
/// order (the AsyncHTTPClient transport's) or in a Foundation response (URLSession's); the last two become a
/// dictionary only when one is asked for.
struct TransportResponseHeaderTests {
    static let url = URL(fileURLWithPath: "/")

    static let pairs: [(name: String, value: String)] = [
        ("Content-Type", "application/json"), ("Set-Cookie", "a=1"), ("x-trace", "t1"), ("Set-Cookie", "b=2"),
        ("X-Trace", "t2"),
    ]

    @Test func repeatedHeadersAreJoinedInArrivalOrder() {
        let response = TransportResponse(url: Self.url, statusCode: 200, headerPairs: Self.pairs, body: Data())
        #expect(response.header("Set-Cookie") == "a=1, b=2")
        #expect(
            response.headers == [
                "Content-Type": "application/json", "Set-Cookie": "a=1, b=2", "x-trace": "t1", "X-Trace": "t2",
            ])
    }

    @Test func aNameMatchesExactlyFirstThenWithoutRegardToCase() {
        let response = TransportResponse(url: Self.url, statusCode: 200, headerPairs: Self.pairs, body: Data())
        #expect(response.header("x-trace") == "t1")
        #expect(response.header("X-Trace") == "t2")
        #expect(response.header("content-type") == "application/json")
        #expect(response.header("set-cookie") == "a=1, b=2")
        #expect(response.header("X-Missing") == nil)
    }

    @Test func pairsAndADictionaryReadTheSame() {
        let pairs: [(name: String, value: String)] = [("Content-Type", "text/plain"), ("Retry-After", "3")]
        let fromPairs = TransportResponse(url: Self.url, statusCode: 503, headerPairs: pairs, body: Data())
        let fromDictionary = TransportResponse(
            url: Self.url, statusCode: 503, headers: ["Content-Type": "text/plain", "Retry-After": "3"], body: Data())
        #expect(fromPairs.headers == fromDictionary.headers)
        for name in ["Content-Type", "content-type", "RETRY-AFTER", "Absent"] {
            #expect(fromPairs.header(name) == fromDictionary.header(name), "\(name)")
        }
        #expect(fromPairs.response?.value(forHTTPHeaderField: "Retry-After") == "3")
    }

    @Test func aFoundationResponseReadsAsItsHeaderFields() throws {
        let fields = ["Content-Type": "application/json", "Set-Cookie": "a=1, b=2", "X-Trace": "t1"]
        let http = try #require(
            HTTPURLResponse(url: Self.url, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: fields))
        let response = TransportResponse(data: Data(), response: http)
        #expect(response.headers == fields)
        #expect(response.header("content-type") == "application/json")
        #expect(response.header("Set-Cookie") == "a=1, b=2")
        #expect(response.header("x-trace") == "t1")
        #expect(response.header("Absent") == nil)
        #expect(response.response === http)
    }
}
