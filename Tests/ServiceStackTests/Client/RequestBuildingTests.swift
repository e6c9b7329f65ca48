import Foundation
import ServiceStack
import ServiceStackTesting
import ServiceStackWire
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct RequestBuildingTests {
    let ok = StubResponse(json: #"{"result":"ok"}"#)

    @Test func typedGetPutsFieldsInQueryStringUnderApi() async throws {
        let (client, stub) = stubbedClient {
            $0.on({ _ in true }, respond: { _ in StubResponse(json: #"{"result":"hi"}"#) })
        }
        let request = Hello()
        request.name = "World"
        let response = try await client.getAsync(request)
        #expect(response.result == "hi")
        let sent = try #require(stub.requests.first)
        #expect(sent.httpMethod == "GET")
        #expect(sent.url?.absoluteString == "http://example.org/api/Hello?name=World")
        #expect(sent.value(forHTTPHeaderField: "Accept") == "application/json")
        #expect(sent.httpBody == nil)
    }

    /// Whether a body is JSON comes from `Content-Type` containing `json` in any case, anywhere in the value.
    @Test(arguments: [
        ("application/json", "hi"), ("Application/JSON; charset=UTF-8", "hi"), ("application/vnd.api+Json", "hi"),
        ("text/plain", #""hi""#), ("text/jso", #""hi""#), ("", #""hi""#),
    ])
    func contentTypeDecidesWhetherTextIsJson(contentType: String, expected: String) async throws {
        let (client, _) = stubbedClient {
            $0.on(
                { _ in true },
                respond: { _ in StubResponse(headers: ["content-type": contentType], body: Data(#""hi""#.utf8)) })
        }
        let text: String = try await client.getAsync("/text")
        #expect(text == expected)
    }

    /// A client with no bearer token, session id or version leaves a DTO's own values alone; one with them fills
    /// only the empty ones.
    @Test func clientCredentialsFillOnlyEmptyFields() async throws {
        let (client, stub) = stubbedClient { $0.on({ _ in true }, respond: { [ok] _ in ok }) }
        let own = Hello()
        own.sessionId = "mine"
        _ = try await client.postAsync(own)
        #expect(stub.requests.last?.bodyText == #"{"sessionId":"mine"}"#)
        client.sessionId = "client's"
        _ = try await client.postAsync(Hello())
        #expect(stub.requests.last?.bodyText == #"{"sessionId":"client's"}"#)
        _ = try await client.postAsync(own)
        #expect(stub.requests.last?.bodyText == #"{"sessionId":"mine"}"#)
    }

    @Test func postSendsJsonBody() async throws {
        let (client, stub) = stubbedClient { $0.on({ _ in true }, respond: { [ok] _ in ok }) }
        let request = Hello()
        request.name = "World"
        _ = try await client.postAsync(request)
        let sent = try #require(stub.requests.first)
        #expect(sent.httpMethod == "POST")
        #expect(sent.url?.absoluteString == "http://example.org/api/Hello")
        #expect(sent.value(forHTTPHeaderField: "Content-Type") == "application/json")
        #expect(sent.bodyText == #"{"name":"World"}"#)
    }

    @Test func clearedBasePathUsesJsonReply() async throws {
        let (client, stub) = stubbedClient { $0.on({ _ in true }, respond: { [ok] _ in ok }) }
        client.basePath = nil
        #expect(client.replyUrl == "http://example.org/json/reply/")
        _ = try await client.postAsync(Hello())
        #expect(stub.requests.first?.url?.path == "/json/reply/Hello")
        client.basePath = "custom/path"
        #expect(client.replyUrl == "http://example.org/custom/path/")
    }

    @Test func sendChoosesVerbFromMarkers() async throws {
        let (client, stub) = stubbedClient { $0.on({ _ in true }, respond: { [ok] _ in ok }) }
        _ = try await client.sendAsync(GetTechnology())
        _ = try await client.sendAsync(CreateThing())
        _ = try await client.sendAsync(UpdateThing())
        _ = try await client.sendAsync(Hello())
        try await client.sendAsync(HelloVoid())
        #expect(stub.requests.map { $0.httpMethod ?? "" } == ["GET", "POST", "PUT", "POST", "DELETE"])
    }

    @Test func blockingCallsWorkFromSyncCode() throws {
        let (client, stub) = stubbedClient { $0.on({ _ in true }, respond: { [ok] _ in ok }) }
        let response = try client.get(Hello())
        #expect(response.result == "ok")
        try client.delete(HelloVoid())
        #expect(stub.requests.map { $0.httpMethod ?? "" } == ["GET", "DELETE"])
    }

    @Test func relativeAndAbsoluteUrlsResolve() async throws {
        let (client, stub) = stubbedClient { $0.on({ _ in true }, respond: { [ok] _ in ok }) }
        let _: HelloResponse = try await client.getAsync("/technology/swift")
        let _: HelloResponse = try await client.getAsync("https://other.example/x")
        let _: HelloResponse = try await client.postAsync("things", request: Hello())
        #expect(
            stub.requests.compactMap { $0.url?.absoluteString } == [
                "http://example.org/technology/swift", "https://other.example/x", "http://example.org/things",
            ])
    }

    @Test func bearerTokenSessionIdAndVersionAreApplied() async throws {
        let (client, stub) = stubbedClient { $0.on({ _ in true }, respond: { [ok] _ in ok }) }
        client.bearerToken = "TOKEN"
        client.sessionId = "SESSION"
        client.version = 3
        _ = try await client.postAsync(Hello())
        let sent = try #require(stub.requests.first)
        #expect(sent.value(forHTTPHeaderField: "Authorization") == "Bearer TOKEN")
        #expect(sent.bodyText.contains(#""sessionId":"SESSION""#))
        #expect(sent.bodyText.contains(#""version":3"#))
    }

    @Test func basicAuthIsSentWithoutBearerToken() async throws {
        let (client, stub) = stubbedClient { $0.on({ _ in true }, respond: { [ok] _ in ok }) }
        client.userName = "test"
        client.password = "pass"
        _ = try await client.getAsync(Hello())
        #expect(stub.requests.first?.value(forHTTPHeaderField: "Authorization") == "Basic dGVzdDpwYXNz")
    }

    @Test func everyVerbAndCallFormAcceptsJson() async throws {
        let (client, stub) = stubbedClient { $0.on({ _ in true }, respond: { [ok] _ in ok }) }
        let url = try #require(URL(string: "http://example.org/hello"))
        _ = try await client.getAsync(Hello())
        _ = try await client.postAsync(Hello())
        _ = try await client.putAsync(Hello())
        _ = try await client.deleteAsync(Hello())
        _ = try await client.patchAsync(Hello())
        let _: HelloResponse = try await client.getAsync("/hello")
        let _: HelloResponse = try await client.postAsync("/hello", request: Hello())
        let _: HelloResponse = try await client.putAsync(url: url, request: Hello())
        let _: HelloResponse = try await client.deleteAsync(url: url)
        let _: HelloResponse = try await client.patchAsync(url: url, request: Hello())
        try await client.sendAllOneWayAsync([Hello()])
        try await client.sendOneWayAsync(Hello())
        _ = try await client.postFileWithRequestAsync(
            request: Hello(), file: UploadFile(fileName: "a.txt", data: Data("a".utf8)))
        #expect(stub.requests.count == 13)
        #expect(stub.requests.allSatisfy { $0.value(forHTTPHeaderField: "Accept") == "application/json" })
    }

    @Test func aRequestsOwnAcceptIsKept() async throws {
        let (client, stub) = stubbedClient { $0.on({ _ in true }, respond: { [ok] _ in ok }) }
        _ = try await client.getDataAsync(url: "/bytes")
        var own = URLRequest(url: try #require(URL(string: "http://example.org/report")))
        own.setValue("text/csv", forHTTPHeaderField: "Accept")
        _ = try await client.getDataAsync(request: own)
        #expect(stub.requests.map { $0.value(forHTTPHeaderField: "Accept") } == ["*/*", "text/csv"])
    }

    @Test func initRequestSetsAcceptAndTheBearerTokenAsEveryCallDoes() async throws {
        let (client, stub) = stubbedClient { $0.on({ _ in true }, respond: { [ok] _ in ok }) }
        client.bearerToken = "TOKEN"
        _ = try await client.getAsync(Hello())
        var initialized = URLRequest(url: try #require(URL(string: "http://example.org/raw")))
        client.initRequest(&initialized)
        let sent = try #require(stub.requests.first)
        for name in ["Accept", "Authorization"] {
            #expect(initialized.value(forHTTPHeaderField: name) != nil)
            #expect(initialized.value(forHTTPHeaderField: name) == sent.value(forHTTPHeaderField: name))
        }
    }

    @Test func requestModifierCanChangeHeadersAndUrl() async throws {
        let (client, stub) = stubbedClient { $0.on({ _ in true }, respond: { [ok] _ in ok }) }
        client.headers = ["X-Custom": "1"]
        client.requestModifier = { request in
            request.setValue("filtered", forHTTPHeaderField: "X-Filter")
            request.url = URL(string: "http://example.org/api/Rewritten")
        }
        _ = try await client.getAsync(Hello())
        let sent = try #require(stub.requests.first)
        #expect(sent.value(forHTTPHeaderField: "X-Filter") == "filtered")
        #expect(sent.value(forHTTPHeaderField: "X-Custom") == "1")
        #expect(sent.url?.path == "/api/Rewritten")
    }

    @Test func requestFilterTakesTheOfficialTypeAndSeesTheFinalRequest() async throws {
        let (client, stub) = stubbedClient { $0.on({ _ in true }, respond: { [ok] _ in ok }) }
        let seen = Locked<[URLRequest]>([])
        let filter: (URLRequest) -> Void = { request in seen.withLock { $0.append(request) } }
        client.requestFilter = filter
        client.requestModifier = { $0.setValue("modified", forHTTPHeaderField: "X-Modified") }
        JsonServiceClient.Global.requestModifier = { $0.setValue("global", forHTTPHeaderField: "X-Global") }
        // Only this hook: tests in other suites set other global hooks at the same time.
        defer { JsonServiceClient.Global.requestModifier = nil }
        _ = try await client.getAsync(Hello())
        let observed = try #require(seen.current.first)
        #expect(observed.value(forHTTPHeaderField: "X-Modified") == "modified")
        #expect(observed.value(forHTTPHeaderField: "X-Global") == "global")
        #expect(stub.requests.first?.value(forHTTPHeaderField: "X-Global") == "global")
    }

    @Test func timeoutAndCachePolicyAreBothApplied() async throws {
        let (client, stub) = stubbedClient { $0.on({ _ in true }, respond: { [ok] _ in ok }) }
        client.timeout = 7
        client.cachePolicy = .returnCacheDataElseLoad
        _ = try await client.getAsync(Hello())
        let sent = try #require(stub.requests.first)
        #expect(sent.timeoutInterval == 7)
        #expect(sent.cachePolicy == .returnCacheDataElseLoad)
    }

    @Test func batchAndOneWayRoutes() async throws {
        let (client, stub) = stubbedClient {
            $0.on({ _ in true }, respond: { _ in StubResponse(json: #"[{"result":"a"},{"result":"b"}]"#) })
        }
        let first = Hello()
        first.name = "a"
        let second = Hello()
        second.name = "b"
        let responses = try await client.sendAllAsync([first, second])
        #expect(responses.map(\.result) == ["a", "b"])
        try await client.sendOneWayAsync(first)
        try await client.sendAllOneWayAsync([first, second])
        #expect(
            stub.requests.compactMap { $0.url?.path.removingPercentEncoding } == [
                "/api/Hello[]", "/json/oneway/Hello", "/json/oneway/Hello[]",
            ])
        #expect(stub.requests.first?.bodyText == #"[{"name":"a"},{"name":"b"}]"#)
    }

    @Test func cookiesFromResponsesAreSentBackAndReadable() async throws {
        let (client, stub) = stubbedClient {
            $0.on(
                { _ in true },
                respond: { _ in
                    StubResponse(
                        json: #"{"result":"ok"}"#, headers: ["Set-Cookie": "ss-tok=abc; Path=/; HttpOnly"])
                })
        }
        _ = try await client.getAsync(Hello())
        _ = try await client.getAsync(Hello())
        #expect(client.getTokenCookie() == "abc")
        #expect(stub.requests.last?.value(forHTTPHeaderField: "Cookie") == "ss-tok=abc")
    }

    @MainActor @Test func callableFromTheMainActorWithNonSendableDtos() async throws {
        let (client, _) = stubbedClient { $0.on({ _ in true }, respond: { [ok] _ in ok }) }
        let request = Hello()
        request.name = "main"
        let response = try await client.getAsync(request)
        #expect(response.result == "ok")
    }
}
