import Foundation
import ServiceStack
import TestServices
import TestSupport
import Testing

/// Redirect loops are reported as such, naming the URL, on both transports.
@Suite struct RedirectLoopTests {
    @Test(arguments: TransportKind.allCases, ["/loop", "/ping"])
    func redirectLoopIsATypedError(transport: TransportKind, path: String) async throws {
        let routes: [String: HostileBehaviour] = [
            "/loop": .redirect(to: "/loop"), "/ping": .redirect(to: "/pong"), "/pong": .redirect(to: "/ping"),
        ]
        try await withHostileServer(routes) { server in
            let client = try transport.client(baseUrl: server.baseUrl)
            let error = await clientError { let _: HelloResponse = try await client.getAsync(path) }
            #expect(error?.code == "RedirectLoop", "\(String(describing: error))")
            #expect(error?.description.contains(server.baseUrl + path) == true, "\(String(describing: error))")
        }
    }

    @Test(arguments: TransportKind.allCases)
    func aRedirectThatArrivesIsFollowed(transport: TransportKind) async throws {
        let routes: [String: HostileBehaviour] = [
            "/old": .redirect(to: "/new"), "/new": .json(#"{"result":"moved"}"#),
        ]
        try await withHostileServer(routes) { server in
            let client = try transport.client(baseUrl: server.baseUrl)
            let response: HelloResponse = try await client.getAsync("/old")
            #expect(response.result == "moved")
        }
    }
}
