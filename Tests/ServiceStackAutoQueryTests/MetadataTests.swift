import Foundation
import ServiceStack
import ServiceStackNativeTypes
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
}
