import Foundation
import ServiceStack
import TechStacksClient
import Testing

@Suite("TechStacks AutoQuery refuses oversized queries without leaking database errors")
struct HostileQueryTests {
    /// The 400 a query answers with; fails the test when it succeeds or fails otherwise.
    private static func refusal(_ request: FindTechnologies, query: [String: String] = [:], client: JsonServiceClient)
        async throws -> WebServiceError
    {
        let error = try await #require(throws: WebServiceError.self) {
            _ = try await client.getAsync(request, query: query)
        }
        #expect(error.statusCode == 400)
        #expect(!error.bodyText.contains("SQLite"))
        #expect(!error.bodyText.lowercased().contains("too many terms"))
        #expect(!error.bodyText.lowercased().contains("too complex"))
        return error
    }

    @Test func twoThousandAndOneOrderByTermsAreA400NamingOrderBy() async throws {
        try await withTechStacksServer { client in
            let terms = Array(repeating: "Name", count: 2001).joined(separator: ",")
            let error = try await Self.refusal(FindTechnologies(), query: ["orderBy": terms], client: client)
            #expect(error.fieldError("orderBy") != nil)
        }
    }

    @Test func aHugeContainsValueIsA400NamingTheFilter() async throws {
        try await withTechStacksServer { client in
            let request = FindTechnologies()
            request.nameContains = String(repeating: "a", count: 49_999)
            let error = try await Self.refusal(request, client: client)
            #expect(error.fieldError("nameContains") != nil)
        }
    }

    @Test func theServerStillAnswersAfterwards() async throws {
        try await withTechStacksServer { client in
            _ = try? await client.getAsync(
                FindTechnologies(), query: ["orderBy": Array(repeating: "Id", count: 5000).joined(separator: ",")])
            let request = FindTechnologies()
            request.nameContains = "sql"
            let found = try await client.getAsync(request).results
            #expect(!found.isEmpty)
        }
    }
}
