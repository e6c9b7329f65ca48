import Foundation
import ServiceStack
import ServiceStackServerTesting
import TestServices
import Testing

@Suite struct ServerStartsTests {
    @Test func helloAnswersOverLoopback() async throws {
        try await makeTestHost().test(.live) { client in
            let response = try await client.sendAsync(Hello(name: "Server"))
            #expect(response.result == "Hello, Server!")
        }
    }
}
