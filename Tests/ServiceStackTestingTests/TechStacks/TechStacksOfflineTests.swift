import Foundation
import ServiceStack
import ServiceStackTesting
import TechStacksClient
import Testing

/// The TechStacks app model tested offline: every call answered by `StubTransport`, every request checked.
@Suite("TechStacksAppData offline")
@MainActor
struct TechStacksOfflineTests {
    let stub = StubTransport()

    @Test func loadsTechnologiesFromAFixture() async throws {
        stub.on(GetAllTechnologies.self, try .fixture(fixtureURL("techstacks-all-technologies.json")))
        let data = TechStacksAppData(client: stub.client())
        let loaded = try await data.loadAllTechnologies()
        #expect(loaded.map(\.name) == ["Swift", "Rust"])
        #expect(data.allTechnologies.count == 2)
        #expect(!data.isLoading)
        try stub.last.unwrap().expect(path: "/api/GetAllTechnologies", method: "GET").expect(query: [:], exactly: true)
    }

    @Test func typedResponderSeesTheDecodedRequest() async throws {
        stub.on(GetTechnology.self) { request in
            guard request.slug == "swift" else { throw StubResponse.error(status: 404, errorCode: "NotFound") }
            return GetTechnologyResponse()
        }
        let data = TechStacksAppData(client: stub.client())
        _ = try await data.technology(slug: "swift")
        await #expect(throws: WebServiceError.self) { _ = try await data.technology(slug: "cobol") }
        #expect(stub.recorded(GetTechnology.self).compactMap { $0.query("slug") } == ["swift", "cobol"])
    }

    @Test func freeTextSearchSendsTheTypedFilters() async throws {
        stub.on(
            FindTechnologies.self, StubResponse(json: #"{"offset":0,"total":7,"results":[{"id":3,"name":"Redis"}]}"#))
        let data = TechStacksAppData(client: stub.client())
        let results = try await data.searchTechnologies("red", take: 10)
        #expect(results.map(\.name) == ["Redis"])
        #expect(data.searchTotal == 7)
        try stub.last.unwrap().expect(requestType: FindTechnologies.self).expect(method: "GET")
            .expect(query: [
                "nameContains": "red", "vendorNameContains": "red", "descriptionContains": "red", "take": "10",
            ])
    }

    @Test func fieldSearchSendsOneQueryFilter() async throws {
        stub.on(FindTechStacks.self, StubResponse(json: #"{"offset":0,"total":0,"results":[]}"#))
        let data = TechStacksAppData(client: stub.client())
        _ = try await data.searchStacks("Acme", field: "Name", operand: .startsWith)
        let request = try stub.last.unwrap()
        try request.expect(requestType: FindTechStacks.self)
            .expect(query: ["NameStartsWith": "Acme", "take": "50", "include": "Total"], exactly: true)
    }

    @Test func errorsBecomeLastErrorAndClearOnSuccess() async throws {
        stub.on(GetTechnology.self, .error(status: 404, errorCode: "NotFound", message: "Unknown technology"))
        stub.on(GetAllTechnologies.self, StubResponse(json: #"{"results":[]}"#))
        let data = TechStacksAppData(client: stub.client())
        let error = try await #require(throws: WebServiceError.self) { _ = try await data.technology(slug: "nope") }
        #expect(error.statusCode == 404)
        #expect((data.lastError as? WebServiceError)?.message == "Unknown technology")
        try stub.last.unwrap().expect(query: ["slug": "nope"])
        _ = try await data.loadAllTechnologies()
        #expect(data.lastError == nil)
    }

    @Test func logosAreFetchedOnceFromTheStub() async throws {
        stub.on(
            path: "/logos/swift",
            StubResponse(status: 200, headers: ["Content-Type": "image/svg+xml"], body: Data("<svg/>".utf8)))
        let data = TechStacksAppData(client: stub.client())
        let first = try await data.loadImage(url: "/logos/swift")
        _ = try await data.loadImage(url: "/logos/swift")
        #expect(first.contentType == "image/svg+xml")
        #expect(stub.recorded.count == 1)
    }
}
