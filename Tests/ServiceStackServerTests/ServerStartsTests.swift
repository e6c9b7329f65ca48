import Foundation
import ServiceStack
import TestServices
import Testing

@Suite struct ServerStartsTests {
    @Test func helloAnswersOverLoopback() async throws {
        let host = try await startTestServer(port: 0)
        defer { Task { await host.stop() } }
        let client = JsonServiceClient(baseUrl: host.baseUrl)
        let response = try await client.sendAsync(Hello(name: "Server"))
        #expect(response.result == "Hello, Server!")
    }
}
