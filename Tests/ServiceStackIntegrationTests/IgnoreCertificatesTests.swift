import Foundation
import ServiceStack
import ServiceStackAsyncHTTPClient
import TLSTestServer
import TestServices
import Testing

@Suite struct IgnoreCertificatesTests {
    @Test func selfSignedCertificateIsRejectedByDefault() async throws {
        let baseUrl = try await SelfSignedServer.baseUrl()
        let client = JsonServiceClient(baseUrl: baseUrl, transport: AsyncHTTPClientTransport())
        await #expect {
            _ = try await client.getAsync(Hello(name: "TLS"))
        } throws: { error in
            guard case ServiceClientError.connectionFailed = error else { return false }
            return true
        }
    }

    @Test(arguments: ["127.0.0.1", "BASE_URL"])
    func ignoredHostAcceptsSelfSignedCertificate(entry: String) async throws {
        let baseUrl = try await SelfSignedServer.baseUrl()
        let client = JsonServiceClient(baseUrl: baseUrl, transport: AsyncHTTPClientTransport())
        client.ignoreCertificatesFor = [entry == "BASE_URL" ? baseUrl : entry]
        let response = try await client.getAsync(Hello(name: "TLS"))
        #expect(response.result == "Hello, TLS!")
    }

    @Test func ignoreCertSetBeforeChoosingTheTransportStillApplies() async throws {
        let baseUrl = try await SelfSignedServer.baseUrl()
        let client = JsonServiceClient(baseUrl: baseUrl)
        client.ignoreCert = true
        client.transport = AsyncHTTPClientTransport()
        let response = try await client.getAsync(Hello(name: "TLS"))
        #expect(response.result == "Hello, TLS!")
    }

    @Test func otherHostsStayValidated() async throws {
        let baseUrl = try await SelfSignedServer.baseUrl()
        let client = JsonServiceClient(baseUrl: baseUrl, transport: AsyncHTTPClientTransport())
        client.ignoreCertificatesFor = ["example.org", "127.0.0.1:1"]
        await #expect(throws: ServiceClientError.self) { _ = try await client.getAsync(Hello(name: "TLS")) }
    }
}
