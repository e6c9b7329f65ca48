import Foundation
import ServiceStack
import ServiceStackTesting
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct RequestExpectationTests {
    let stub = StubTransport()

    init() {
        stub.on({ _ in true }, StubResponse(json: "{}"))
    }

    private func sent(_ call: (JsonServiceClient) async throws -> Void) async throws -> RecordedRequest {
        let client = stub.client()
        client.bearerToken = "secret"
        try await call(client)
        return try stub.last.unwrap()
    }

    @Test func passingChecksChain() async throws {
        let request = try await sent { _ = try await $0.postAsync(CreateBook(title: "Dune", authors: ["Herbert"])) }
        try request.expect(path: "/api/CreateBook", method: "post")
            .expect(requestType: CreateBook.self)
            .expect(json: #"{ "authors": ["Herbert"], "title": "Dune" }"#)
            .expect(jsonObject: ["title": "Dune", "authors": ["Herbert"]])
            .expect(body: CreateBook(title: "Dune", authors: ["Herbert"]))
            .expect(header: "Authorization", "Bearer secret")
            .expect(hasHeader: "accept")
            .expect(header: "X-Missing", nil)
    }

    @Test func queryItemsOfGetRequests() async throws {
        let request = try await sent { _ = try await $0.getAsync(SearchBooks(query: "dune sand", take: 5)) }
        try request.expect(method: "GET").expect(query: ["query": "dune sand", "take": "5"], exactly: true)
        #expect(request.query("take") == "5")
        #expect(try request.decode(SearchBooks.self).query == "dune sand")
    }

    @Test func wrongVerbAndPathShowExpectedAndActual() async throws {
        let request = try await sent { _ = try await $0.getAsync(SearchBooks()) }
        let failure = #expect(throws: RequestExpectationFailure.self) {
            try request.expect(path: "/api/FindBooks", method: "POST")
        }
        #expect(
            failure?.description == """
                Request line of GET /api/SearchBooks does not match:
                  method: expected POST, got GET
                  path: expected /api/FindBooks, got /api/SearchBooks
                """)
    }

    @Test func jsonDifferencesAreListedByPath() async throws {
        let request = try await sent {
            _ = try await $0.postAsync(CreateBook(title: "Dune", authors: ["Herbert"], year: 1965))
        }
        let failure = #expect(throws: RequestExpectationFailure.self) {
            try request.expect(jsonObject: ["title": "Dune Messiah", "authors": ["Herbert", "Anderson"], "isbn": "x"])
        }
        #expect(
            failure?.differences == [
                #"$.authors[1]: missing (expected "Anderson")"#,
                #"$.isbn: missing (expected "x")"#,
                #"$.title: expected "Dune Messiah", got "Dune""#,
                "$.year: unexpected 1965",
            ])
    }

    @Test func missingQueryItemsAndHeaders() async throws {
        let request = try await sent { _ = try await $0.getAsync(SearchBooks(query: "a")) }
        let query = #expect(throws: RequestExpectationFailure.self) {
            try request.expect(query: ["query": "b", "take": "1"])
        }
        #expect(query?.differences == [#"query: expected "b", got "a""#, #"take: expected "1", got nothing"#])
        let header = #expect(throws: RequestExpectationFailure.self) {
            try request.expect(header: "Authorization", "Bearer other")
        }
        #expect(header?.differences == [#"expected "Bearer other", got "Bearer secret""#])
    }

    @Test func wrongRequestTypeAndMissingBody() async throws {
        let request = try await sent { _ = try await $0.getAsync(SearchBooks()) }
        #expect(throws: RequestExpectationFailure.self) { try request.expect(requestType: CreateBook.self) }
        let body = #expect(throws: RequestExpectationFailure.self) { try request.expect(json: "{}") }
        #expect(body?.differences == ["expected {}, got no body"])
    }

    @Test func checksRequestsBuiltWithoutSending() throws {
        var urlRequest = URLRequest(url: try #require(URL(string: "https://x.test/api/Hello?name=a%20b")))
        urlRequest.httpMethod = "PUT"
        urlRequest.httpBody = Data(#"{"n":1.0}"#.utf8)
        try RecordedRequest(urlRequest).expect(path: "/api/Hello", method: "PUT").expect(query: ["name": "a b"])
            .expect(json: #"{"n":1}"#)
        #expect(RecordedRequest(urlRequest).requestTypeName == "Hello")
    }

    @Test func noRequestIsAFailure() {
        let failure = #expect(throws: RequestExpectationFailure.self) { try StubTransport().last.unwrap() }
        #expect(failure?.description.contains("no request was sent") == true)
    }
}

@Suite struct JSONDiffTests {
    @Test func equalDocumentsIgnoreKeyOrderSpacingAndNulls() throws {
        let expected = try JSONValue(parsing: #"{"a":1,"b":[true,"x"],"c":null}"#)
        let actual = try JSONValue(parsing: #"{ "b" : [ true, "x" ], "a" : 1.0 }"#)
        #expect(JSONDiff.differences(expected: expected, actual: actual).isEmpty)
    }

    @Test func typesAreNotConfused() throws {
        let differences = JSONDiff.differences(
            expected: try JSONValue(parsing: #"{"a":1,"b":"1","c":[1]}"#),
            actual: try JSONValue(parsing: #"{"a":true,"b":1,"c":{"0":1}}"#))
        #expect(
            differences == [
                #"$.a: expected 1, got true"#, #"$.b: expected "1", got 1"#, #"$.c: expected [1], got {"0":1}"#,
            ])
    }
}
