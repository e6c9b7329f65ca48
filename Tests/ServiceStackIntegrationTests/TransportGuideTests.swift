import Foundation
import ServiceStack
import ServiceStackAsyncHTTPClient
import ServiceStackServer
import TestServices
import Testing

// The transport code of ServiceStack's getting-started article, kept compiling and running here.

@Suite("ServiceStack getting-started article: transports")
struct TransportGuideTests {
    @Test func theAsyncHTTPClientTransportMakesTheSameCalls() async throws {
        let server = try await startTestServer()
        let client = JsonServiceClient(baseUrl: server.baseUrl, transport: AsyncHTTPClientTransport())
        do {
            let response = try await client.getAsync(Hello(name: "NIO"))
            #expect(response.result == "Hello, NIO!")
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }
}
