import Foundation
import ServiceStack
import ServiceStackServerTesting
import TestServerDtosStructs
import Testing

/// `/types/swift?UseStructs=true&AddIdentityConformances=true` of the test server, checked in as the
/// `TestServerDtosStructs` module.
@Suite struct TestServerDtosStructsTests {
    @Test func goldenIsWhatTheServerGenerates() async throws {
        let source = try await InProcessServers.get(
            "/types/swift?UseStructs=true&AddIdentityConformances=true", from: try await InProcessServers.testHost())
        try ServerGoldens.expect(source, matches: "TestServerDtosStructs")
    }

    @Test func generatedStructRequestCallsTheServer() async throws {
        let client = try await InProcessServers.testHost().inMemoryClient()
        var request = Hello()
        request.name = "Structs"
        let response = try await client.postAsync(request)
        #expect(response.result == "Hello, Structs!")
    }
}
