import Foundation
import ServiceStack
import ServiceStackServer
import TestSupport
import Testing

/// `RunningHost.baseUrl` names the address the server is bound to, so it works for any `host:` given to `start`.
@Suite struct BoundAddressTests {
    @Test(arguments: ["127.0.0.1", "localhost"])
    func baseUrlReachesTheServer(host name: String) async throws {
        let running = try await makeGreetingHost().start(host: name)
        defer { Task { await running.stop() } }
        #expect(running.baseUrl == "http://\(running.address):\(running.port)/")
        #expect(!running.address.contains("localhost"))
        let response = try await JsonServiceClient(baseUrl: running.baseUrl).sendAsync(Greet(name: name))
        #expect(response.result == "Hello, \(name)!")
    }

    @Test(.enabled(if: RawSocket.canBind(to: "::1"), "this machine cannot listen on ::1"))
    func ipv6AddressesAreBracketed() async throws {
        let running = try await makeGreetingHost().start(host: "::1")
        defer { Task { await running.stop() } }
        #expect(running.address == "::1")
        #expect(running.baseUrl == "http://[::1]:\(running.port)/")
        // Over a socket of its own: Foundation's URLSession on Linux refuses bracketed IPv6 URLs (NSURLErrorBadURL).
        let response = try await RawSocket.exchange(
            host: "::1", port: running.port, "GET /greet/six HTTP/1.1\r\nHost: [::1]\r\nConnection: close\r\n\r\n")
        #expect(response.hasPrefix("HTTP/1.1 200"))
        #expect(response.contains("Hello, six!"))
    }
}
