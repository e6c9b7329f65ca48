import Foundation
import ServiceStack
import ServiceStackServer
import ServiceStackServerTesting
import TestServices

/// Runs `body` with the base URL (no trailing `/`) of the conformance services listening on 127.0.0.1: the `x`
/// process under test calls them over HTTP.
func withTestServer(config: HostConfig = HostConfig(), _ body: (_ baseUrl: String) async throws -> Void)
    async throws
{
    try await serveLive(try await makeTestHost(config: config), body)
}

/// Runs `body` with the base URL (no trailing `/`) of `host` listening on 127.0.0.1, then stops it.
private func serveLive(_ host: ServiceStackHost, _ body: (_ baseUrl: String) async throws -> Void) async throws {
    try await host.test(.live) { client in try await body(String(client.baseUrl.dropLast())) }
}

/// A server whose `/types/swift` endpoints misbehave: each path prefix is a base URL for a header.
enum MisbehavingServer {
    /// Answers 200 with an HTML page.
    static let html = "/html"
    /// Answers 200 with text that is not Swift source.
    static let text = "/text"
    /// Answers 500 with a ServiceStack JSON error.
    static let failing = "/failing"
    /// Has no endpoints: 404.
    static let missing = "/missing"

    static func run(_ body: (_ baseUrl: String) async throws -> Void) async throws {
        let host = ServiceStackHost(name: "misbehaving")
        host.addRawEndpoint("\(html)/types/swift") { _ in
            .text("<!DOCTYPE html><html><body>Sign in</body></html>", contentType: "text/html; charset=utf-8")
        }
        host.addRawEndpoint("\(text)/types/swift") { _ in .text("Service temporarily moved") }
        host.addRawEndpoint("\(failing)/types/swift") { _ in
            .text(
                #"{"responseStatus":{"errorCode":"Exception","message":"Database is down"}}"#, status: 500,
                contentType: "application/json")
        }
        try await serveLive(host, body)
    }
}
