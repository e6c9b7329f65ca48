import Foundation
import GeneratedCodeCompiler
import Testing

/// The AutoQuery DTOs a host generates at `/types/swift` compile against the `ServiceStack` module and,
/// used from a separate program, query the host. Builds a scratch package (slow); `SKIP_COMPILE_TESTS=1` skips it.
@Suite(.serialized, .enabled(if: !ScratchPackage.isSkipped))
struct GeneratedQueryDtosTests {
    @Test func generatedQueryDtosCompileAndQueryTheHost() async throws {
        try await AutoQueryFixture.with { fixture in
            let (status, _, body) = try await fixture.raw("types/swift")
            #expect(status == 200)
            var package = try ScratchPackage()
            defer { package.remove() }
            package.addTarget("AutoQueryDtos", source: String(decoding: body, as: UTF8.self))
            package.addExecutable(
                "AutoQueryCheck", dependency: "AutoQueryDtos",
                source: """
                    import Foundation
                    import ServiceStack
                    import AutoQueryDtos

                    let client = JsonServiceClient(baseUrl: "\(fixture.baseUrl)")
                    let request = FindTechnologies()
                    request.nameContains = "swift"
                    let response = try await client.getAsync(request)
                    let summaries = QueryTechnologySummaries()
                    summaries.take = 1
                    let first = try await client.getAsync(summaries).results.first?.name ?? "none"
                    print("ids=\\(response.results.compactMap(\\.id)) first=\\(first)")
                    """)
            let result = try await package.build()
            #expect(result.succeeded, "\(result.output)")
            if result.succeeded {
                #expect(try await package.run("AutoQueryCheck").contains("ids=[7, 8] first=Tech001"))
            }
        }
    }
}
