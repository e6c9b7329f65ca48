import Foundation
import ServiceStackServer
import TestServices

/// Runs `body` with the conformance test server on 127.0.0.1 (a free port), then stops it.
func withTestServer(_ body: (_ baseUrl: String) async throws -> Void) async throws {
    let running = try await startTestServer(port: 0)
    do {
        try await body("http://127.0.0.1:\(running.port)")
    } catch {
        await running.stop()
        throw error
    }
    await running.stop()
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
        let running = try await host.start()
        do {
            try await body("http://127.0.0.1:\(running.port)")
        } catch {
            await running.stop()
            throw error
        }
        await running.stop()
    }
}
