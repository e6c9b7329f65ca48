import Foundation
import ServiceStack
import ServiceStackServerTesting
import TestServerDtos
import Testing

/// `/types/swift` of the test server, checked in as the `TestServerDtos` module: it must still be what the server
/// generates, and the compiled DTOs must call the server.
@Suite struct TestServerDtosTests {
    @Test func goldenIsWhatTheServerGenerates() async throws {
        let source = try await InProcessServers.get("/types/swift", from: try await InProcessServers.testHost())
        try ServerGoldens.expect(source, matches: "TestServerDtos")
    }

    @Test func helloOnlyGoldenIsWhatTheServerGenerates() async throws {
        let source = try await InProcessServers.get(
            "/types/swift?IncludeTypes=Hello.*", from: try await InProcessServers.testHost())
        try ServerGoldens.expect(source, matches: "TestServerHelloDtos")
    }

    @Test func requestEncodesItsPropertiesAsCamelCaseJSON() throws {
        let request = Hello()
        request.name = "World"
        let data = try JSONEncoder().encode(request)
        #expect(String(decoding: data, as: UTF8.self).contains(#""name":"World""#))
    }

    @Test func generatedRequestCallsTheServer() async throws {
        let client = try await InProcessServers.testHost().inMemoryClient()
        let request = Hello()
        request.name = "World"
        let response = try await client.postAsync(request)
        #expect(response.result == "Hello, World!")
    }
}
