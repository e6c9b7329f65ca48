import Foundation
import ServiceStack
import ServiceStackServer
import ServiceStackServerTesting
import TestSupport
import Testing

/// Hostile input gets a clean error response and the server keeps serving.
@Suite struct AbuseTests {
    struct Input: Sendable, CustomTestStringConvertible {
        let name: String
        let text: String
        init(_ name: String, _ text: String) {
            self.name = name
            self.text = text
        }
        var testDescription: String { name }
    }

    private static func config() -> HostConfig {
        var config = HostConfig()
        config.maxBodySize = 64 * 1024
        return config
    }

    private func post(_ client: HostTestClient, _ body: String, contentType: String = "application/json")
        async throws -> HostTestResponse
    {
        try await client.execute(
            "POST", "api/Reflect", headers: ["Content-Type": contentType], body: Data(body.utf8))
    }

    private func expectStillServing(_ client: JsonServiceClient) async throws {
        let request = Reflect()
        request.name = "alive"
        #expect(try await client.postAsync(request).name == "alive")
    }

    @Test(arguments: [
        Input("unterminated", #"{"name": "unterminated"#), Input("missing value", #"{"name": }"#),
        Input("array body", "[1,2,3]"), Input("text for a number", #"{"age": "abc"}"#),
        Input("number overflowing Double", #"{"age": 1e400}"#),
        Input("number overflowing Int", #"{"age": 99999999999999999999999}"#),
        Input("object for a list", #"{"tags": {"a": 1}}"#),
        Input("30,000 nested arrays", #"{"tags":"# + String(repeating: "[", count: 30_000)),
        Input("lone surrogate escape", #"{"name": "\ud800"}"#), Input("trailing garbage", "{}x"),
    ])
    func malformedJsonBodiesAre400(input: Input) async throws {
        try await makeHost(config: Self.config(), registerReflectService).test(.inMemory) { client in
            let exchange = try await post(client, input.text)
            #expect(exchange.status == 400, "\(exchange.status) \(exchange.text)")
            #expect(exchange.responseStatus?.errorCode == "SerializationException")
            try await expectStillServing(client)
        }
    }

    @Test func invalidUtf8BodyIs400() async throws {
        try await makeHost(config: Self.config(), registerReflectService).test(.inMemory) { client in
            let exchange = try await client.execute(
                "POST", "api/Reflect", headers: ["Content-Type": "application/json"],
                body: Data([0x7B, 0x22, 0x6E, 0x22, 0x3A, 0x22, 0xFF, 0xFE, 0x22, 0x7D]))
            #expect(exchange.status == 400)
            #expect(exchange.responseStatus != nil)
            try await expectStillServing(client)
        }
    }

    @Test(arguments: [
        Input("bad percent escapes", "name=%zz&age=%"), Input("empty names", "=&&=&age="),
        Input("unclosed JSV list", "age=[[[[[[[["),
        Input("3,000 unclosed JSV lists", "tags=" + String(repeating: "[", count: 3_000)),
        Input(
            "1,000 nested JSV lists",
            "tags=" + String(repeating: "%5B", count: 1_000) + String(repeating: "%5D", count: 1_000)),
        Input("number with junk", "age=12abc"), Input("20 KB value", "name=" + String(repeating: "x", count: 20_000)),
    ])
    func malformedQueryStringsNeverFailWith500(input: Input) async throws {
        try await makeHost(config: Self.config(), registerReflectService).test(.inMemory) { client in
            let exchange = try await client.execute("GET", "api/Reflect?" + input.text)
            #expect([200, 400].contains(exchange.status), "\(exchange.status) \(exchange.text)")
            if exchange.status == 400 { #expect(exchange.responseStatus != nil) }
            try await expectStillServing(client)
        }
    }

    @Test func deeplyNestedFormValuesStayCheap() async throws {
        try await makeHost(config: Self.config(), registerReflectService).test(.inMemory) { client in
            let nested = String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000)
            let exchange = try await client.execute(
                "POST", "api/Reflect",
                headers: ["Content-Type": "application/x-www-form-urlencoded"], body: Data(("tags=" + nested).utf8))
            #expect(exchange.status == 400)
            #expect(exchange.responseStatus?.errorCode == "SerializationException")
            try await expectStillServing(client)
        }
    }

    @Test func overlongRequestLineIsRejectedAndTheServerKeepsServing() async throws {
        try await makeHost(config: Self.config(), registerReflectService).test(.live) { client in
            let path = "/api/Reflect?name=" + String(repeating: "x", count: 200_000)
            let response = try await RawSocket.exchange(
                port: client.port, "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
            if let status = RawSocket.status(of: response) { #expect(status >= 400) }
            try await expectStillServing(client)
        }
    }

    @Test func oversizedBodyIs413WithResponseStatus() async throws {
        try await makeHost(config: Self.config(), registerReflectService).test(.inMemory) { client in
            let huge = #"{"name":""# + String(repeating: "x", count: 200 * 1024) + #""}"#
            let exchange = try await post(client, huge)
            #expect(exchange.status == 413)
            #expect(exchange.responseStatus?.errorCode == "RequestEntityTooLarge")
            try await expectStillServing(client)
        }
    }

    @Test func unsupportedContentTypeIs415() async throws {
        try await makeHost(config: Self.config(), registerReflectService).test(.inMemory) { client in
            let exchange = try await post(client, "<Reflect><Name>x</Name></Reflect>", contentType: "application/xml")
            #expect(exchange.status == 415)
            #expect(exchange.responseStatus?.errorCode == "UnsupportedMediaType")
            try await expectStillServing(client)
        }
    }

    @Test func unknownOperationsAndRoutesAre404() async throws {
        try await makeHost(config: Self.config(), registerReflectService).test(.inMemory) { client in
            for path in ["api/NoSuchThing", "json/reply/NoSuchThing", "no/such/route", "api/"] {
                let exchange = try await client.execute("GET", path)
                #expect(exchange.status == 404, "\(path)")
                #expect(exchange.responseStatus?.errorCode == "NotFound", "\(path)")
            }
        }
    }

    @Test(arguments: [
        "/api/../../../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/api/Reflect/..%2f..%2f..%2fetc%2fpasswd",
        "/reflect/..%2f..%2fetc%2fpasswd", "/..\\..\\etc\\passwd",
    ])
    func pathTraversalNeverReachesFiles(path: String) async throws {
        try await makeHost(config: Self.config(), registerReflectService).test(.live) { client in
            let response = try await RawSocket.exchange(
                port: client.port, "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
            let status = try #require(RawSocket.status(of: response))
            #expect([200, 400, 404].contains(status), "\(response)")
            #expect(!response.contains("root:"))
            try await expectStillServing(client)
        }
    }

    @Test func headerInjectionThroughReflectedValuesIsNeutralised() async throws {
        try await makeHost(config: Self.config(), registerReflectService).test(.live) { client in
            let response = try await RawSocket.exchange(
                port: client.port,
                "GET /reflect/x%0D%0ASet-Cookie:%20evil=1 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
            #expect(RawSocket.status(of: response) == 200, "\(response)")
            let head = response.components(separatedBy: "\r\n\r\n").first ?? ""
            #expect(!head.lowercased().contains("\r\nset-cookie:"), "\(head)")
            try await expectStillServing(client)
        }
    }

    @Test(arguments: [
        "GARBAGE\r\n\r\n", "GET / HTTP/9.9\r\n\r\n", "GET /api/Reflect HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n",
        "POST /api/Reflect HTTP/1.1\r\nHost: x\r\nContent-Length: -5\r\n\r\n",
        "POST /api/Reflect HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
    ])
    func brokenHttpIsRejectedWithoutHarm(request: String) async throws {
        try await makeHost(config: Self.config(), registerReflectService).test(.live) { client in
            let response = try await RawSocket.exchange(port: client.port, request, timeoutSeconds: 2)
            if let status = RawSocket.status(of: response) { #expect(status >= 400, "\(response)") }
            try await expectStillServing(client)
        }
    }

    @Test func batchNeedsAnArrayBody() async throws {
        try await makeHost(config: Self.config(), registerReflectService).test(.inMemory) { client in
            let exchange = try await client.execute(
                "POST", "api/Reflect[]", headers: ["Content-Type": "application/json"],
                body: Data(#"{"name":"x"}"#.utf8))
            #expect(exchange.status == 400)
            #expect(exchange.responseStatus != nil)
            try await expectStillServing(client)
        }
    }
}
