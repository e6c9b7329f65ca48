import Foundation
import ServiceStack
import ServiceStackNativeTypes
import ServiceStackServerTesting
import Testing

@Suite("AutoQuery operations in metadata")
struct MetadataTests {
    private func metadata(_ fixture: AutoQueryFixture) async throws -> MetadataTypes {
        let (status, _, body) = try await fixture.raw("types/metadata")
        #expect(status == 200)
        return try JSONDecoder().decode(MetadataTypes.self, from: body)
    }

    @Test(arguments: DatabaseKind.allCases) func queryDbListsItsDataModelViewModelAndBase(_ kind: DatabaseKind)
        async throws
    {
        try await AutoQueryFixture.with(kind, .inMemory) { fixture in
            let document = try await metadata(fixture)
            let operation = try #require(document.operations.first { $0.request.name == "FindTechnologies" })
            #expect(operation.dataModel?.name == "Technology")
            #expect(operation.viewModel?.name == "Technology")
            #expect(operation.request.inherits?.name == "QueryDb`1")
            #expect(operation.request.inherits?.genericArgs == ["Technology"])
            #expect(operation.returnType?.name == "QueryResponse`1")
            #expect(operation.returnType?.genericArgs == ["Technology"])
            #expect(document.types.contains { $0.name == "Technology" })
        }
    }

    @Test(arguments: DatabaseKind.allCases) func queryDb2ListsFromAsDataModelAndIntoAsViewModel(_ kind: DatabaseKind)
        async throws
    {
        try await AutoQueryFixture.with(kind, .inMemory) { fixture in
            let document = try await metadata(fixture)
            let operation = try #require(document.operations.first { $0.request.name == "QueryTechnologySummaries" })
            #expect(operation.dataModel?.name == "Technology")
            #expect(operation.viewModel?.name == "TechnologySummary")
            #expect(operation.request.inherits?.name == "QueryDb`2")
            #expect(operation.request.inherits?.genericArgs == ["Technology", "TechnologySummary"])
            #expect(document.types.contains { $0.name == "TechnologySummary" })
        }
    }

    @Test(arguments: DatabaseKind.allCases) func generatedSwiftInheritsTheQueryBases(_ kind: DatabaseKind) async throws
    {
        try await AutoQueryFixture.with(kind, .inMemory) { fixture in
            let (status, _, body) = try await fixture.raw("types/swift")
            let source = String(decoding: body, as: UTF8.self)
            #expect(status == 200)
            #expect(source.contains("class FindTechnologies : QueryDb<Technology>, IReturn"))
            #expect(
                source.contains("class QueryTechnologySummaries : QueryDb2<Technology, TechnologySummary>, IReturn"))
            #expect(source.contains("public typealias Return = QueryResponse<TechnologySummary>"))
        }
    }

    /// ServiceStack prefers GET for `IQuery` operations (every `QueryBase`), whose filters travel in the query string.
    @Test(arguments: DatabaseKind.allCases) func queryOperationsPreferGet(_ kind: DatabaseKind) async throws {
        try await AutoQueryFixture.with(kind, .live) { fixture in
            let document = try await metadata(fixture)
            for name in ["FindTechnologies", "QueryTechnologies", "SearchTechnologies", "QueryTechnologySummaries"] {
                let operation = try #require(document.operations.first { $0.request.name == name })
                #expect(operation.method == "GET", "\(name)")
            }
        }
    }

    /// ServiceStack declares `Offset` and `Total` as `int`: always present, never null.
    @Test(arguments: DatabaseKind.allCases) func queryResponseDeclaresOffsetAndTotalAsInt(_ kind: DatabaseKind)
        async throws
    {
        try await AutoQueryFixture.with(kind, .live) { fixture in
            let document = try await metadata(fixture)
            let queryResponse = try #require(document.types.first { $0.name == "QueryResponse`1" })
            for name in ["Offset", "Total"] {
                let property = try #require(queryResponse.properties?.first { $0.name == name })
                #expect(property.type == "Int32", "\(name)")
                #expect(property.namespace == "System", "\(name)")
                #expect(property.isValueType == true, "\(name)")
                #expect(property.genericArgs == nil, "\(name)")
            }
            let (status, _, body) = try await fixture.raw("api/FindTechnologies")
            let page = try JSONSerialization.jsonObject(with: body) as? [String: Any]
            #expect(status == 200)
            #expect(page?["offset"] as? Int == 0)
            #expect(page?["total"] is Int)
        }
    }
}
