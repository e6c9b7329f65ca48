import Foundation
import ServiceStack
import ServiceStackServer
import ServiceStackServerTesting
import ServiceStackTesting
import TestServices
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The in-memory harness answers exactly as the same host does over loopback HTTP.
@Suite struct InMemoryEquivalenceTests {
    /// Headers only the HTTP server layer adds.
    static let transportHeaders: Set<String> = ["date", "server", "content-length", "connection", "keep-alive"]

    struct Case: Sendable, CustomStringConvertible {
        var method: String
        var path: String
        var body: String?
        var headers: [String: String] = [:]
        var description: String { "\(method) \(path)" }
    }

    static let cases: [Case] = [
        Case(method: "GET", path: "/api/Hello?name=World"),
        Case(method: "POST", path: "/api/Hello", body: #"{"name":"JSON"}"#),
        Case(
            method: "POST", path: "/json/reply/Hello", body: "name=Form",
            headers: ["Content-Type": "application/x-www-form-urlencoded"]),
        Case(method: "POST", path: "/api/HelloReturnVoid", body: #"{"id":1}"#),
        Case(method: "POST", path: "/api/ThrowValidation", body: #"{"age":0,"email":"nope"}"#),
        Case(method: "GET", path: "/api/Secured"),
        Case(method: "GET", path: "/api/Secured", headers: ["Authorization": "Bearer not-a-token"]),
        Case(method: "GET", path: "/api/NoSuchOperation"),
        Case(method: "GET", path: "/api/Throw404"),
        Case(method: "PUT", path: "/api/SendPut", body: #"{"id":3}"#),
        Case(method: "DELETE", path: "/api/SendPut?id=3"),
        Case(method: "POST", path: "/api/Hello", body: "{not json"),
    ]

    @Test func everyCaseAnswersTheSameInMemoryAsOverHttp() async throws {
        let host = try await makeTestHost()
        let statuses = try await host.test(.live) { client in
            var statuses: Set<Int> = []
            for testCase in Self.cases {
                let overHttp = try await client.transport.send(try request(testCase, base: client.baseUrl))
                let inMemory = await host.respond(to: try request(testCase, base: client.baseUrl))
                #expect(inMemory.statusCode == overHttp.statusCode, "\(testCase)")
                statuses.insert(inMemory.statusCode)
                #expect(Self.body(inMemory.data) == Self.body(overHttp.data), "\(testCase)")
                #expect(Self.comparable(inMemory.headers) == Self.comparable(overHttp.headers), "\(testCase)")
            }
            return statuses
        }
        #expect(statuses.isSuperset(of: [200, 204, 400, 401, 404]))
    }

    /// Requests at the edges of what a URL and HTTP/1.1 carry.
    static let unusualCases: [Case] = [
        Case(method: "GET", path: "/api/Hello?name=%zz&x=%"),
        Case(method: "GET", path: "/api/Hel%6Co?name=a%20b+c"),
        Case(method: "GET", path: "/api/Hello?name=caf%C3%A9&name=second"),
        Case(method: "HEAD", path: "/api/Hello?name=head"),
        Case(method: "OPTIONS", path: "/api/Hello"),
        Case(method: "POST", path: "/api/Hello"),
        Case(method: "PATCH", path: "/api/Hello", body: #"{"name":"patch"}"#),
        Case(method: "POST", path: "/api/Hello", body: "", headers: ["Content-Type": "text/plain"]),
        Case(method: "GET", path: "/api/Hello?name=x#fragment"),
        Case(method: "GET", path: "//api//Hello?name=slashes"),
    ]

    @Test(arguments: unusualCases)
    func unusualRequestsAnswerTheSameInMemoryAsOverHttp(_ testCase: Case) async throws {
        let host = try await makeTestHost()
        try await host.test(.live) { client in
            let overHttp = try await client.transport.send(try request(testCase, base: client.baseUrl))
            let inMemory = await host.respond(to: try request(testCase, base: client.baseUrl))
            #expect(inMemory.statusCode == overHttp.statusCode, "\(testCase)")
            #expect(Self.body(inMemory.data) == Self.body(overHttp.data), "\(testCase)")
            #expect(Self.comparable(inMemory.headers) == Self.comparable(overHttp.headers), "\(testCase)")
        }
    }

    private func request(_ testCase: Case, base: String) throws -> URLRequest {
        var request = URLRequest(url: try #require(URL(string: String(base.dropLast()) + testCase.path)))
        request.httpMethod = testCase.method
        request.httpBody = testCase.body.map { Data($0.utf8) }
        if testCase.body != nil { request.setValue("application/json", forHTTPHeaderField: "Content-Type") }
        for (name, value) in testCase.headers { request.setValue(value, forHTTPHeaderField: name) }
        return request
    }

    /// The body as JSON when it is JSON (servers encode dictionaries in no fixed order), else as text.
    static func body(_ data: Data) -> String {
        (try? JSONValue(parsing: data))?.description ?? String(decoding: data, as: UTF8.self)
    }

    static func comparable(_ headers: [String: String]) -> [String: String] {
        var result: [String: String] = [:]
        for (name, value) in headers where !transportHeaders.contains(name.lowercased()) {
            result[name.lowercased()] = value
        }
        return result
    }
}
