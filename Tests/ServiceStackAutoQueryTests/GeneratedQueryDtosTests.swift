import AutoQueryDtos
import Foundation
import ServiceStack
import TestSupport
import Testing

/// The AutoQuery DTOs a host generates at `/types/swift` are checked in as the `AutoQueryDtos` module (compiled
/// by the package build): the host must still generate them, and used as a client they query the host.
/// `UPDATE_GOLDEN=1` rewrites the golden.
@Suite struct GeneratedQueryDtosTests {
    @Test(arguments: DatabaseKind.allCases) func generatedQueryDtosCompileAndQueryTheHost(_ kind: DatabaseKind)
        async throws
    {
        try await AutoQueryFixture.with(kind) { fixture in
            let (status, _, body) = try await fixture.raw("types/swift")
            #expect(status == 200)
            let golden = try GoldenFile.compiled("AutoQueryDtos").difference(
                from: ServerGeneratedSource.withGoldenHeader(String(decoding: body, as: UTF8.self)))
            #expect(golden == nil, "\(golden ?? "")")

            let client = JsonServiceClient(baseUrl: fixture.baseUrl)
            let request = AutoQueryDtos.FindTechnologies()
            request.nameContains = "swift"
            let response = try await client.getAsync(request)
            let summaries = AutoQueryDtos.QueryTechnologySummaries()
            summaries.take = 1
            let first = try await client.getAsync(summaries).results.first?.name ?? "none"
            #expect("ids=\(response.results.compactMap(\.id)) first=\(first)" == "ids=[7, 8] first=Tech001")
        }
    }
}
