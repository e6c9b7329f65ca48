import Foundation
import GeneratedCodeCompiler
import Testing

/// `/types/swift` of the test server must compile against the `ServiceStack` module.
/// Builds a scratch package (slow); set `SKIP_COMPILE_TESTS=1` to skip.
@Suite(.serialized, .enabled(if: !ScratchPackage.isSkipped))
struct GeneratedDtosCompileTests {
    @Test func testServerDtosCompileAgainstTheClientModule() async throws {
        let (defaults, _, _) = try await MetadataServer.get("/types/swift")
        let (structs, _, _) = try await MetadataServer.get(
            "/types/swift?UseStructs=true&AddIdentityConformances=true")
        var package = try ScratchPackage()
        defer { package.remove() }
        package.addTarget("TestDtos", source: defaults)
        package.addTarget("TestDtosStructs", source: structs)
        package.addExecutable(
            "TestDtosCheck", dependency: "TestDtos",
            source: """
                import Foundation
                import ServiceStack
                import TestDtos

                let request = Hello()
                request.name = "World"
                let data = try JSONEncoder().encode(request)
                print(String(decoding: data, as: UTF8.self))
                """)
        let result = try await package.build()
        #expect(result.succeeded, "\(result.output)")
        if result.succeeded {
            #expect(try await package.run("TestDtosCheck").contains("\"name\":\"World\""))
        }
    }
}
