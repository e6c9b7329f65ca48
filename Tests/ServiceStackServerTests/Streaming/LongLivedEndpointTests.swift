import Foundation
import ServiceStack
import TestSupport
import Testing

@testable import ServiceStackServer

/// A long-lived endpoint (the Server Events stream) is answered in a task of its own, so that the connection's
/// task, which writes the body for as long as the client stays, never reaches the request path's depth: a task
/// keeps the memory of its deepest call stack until it ends. Other endpoints are answered in the connection's task.
@Suite struct LongLivedEndpointTests {
    @Test func onlyALongLivedEndpointIsAnsweredOutsideTheConnectionsTask() async throws {
        let host = ServiceStackHost(name: "long-lived")
        for (path, longLived) in [("/short", false), ("/long", true)] {
            host.addRawEndpoint(path, verbs: "GET", readsSession: false, longLived: longLived) { _ in
                let handlerTask = withUnsafeCurrentTask { $0?.hashValue }
                return HttpResult(headers: [("Content-Type", "text/plain")]) { writer in
                    let bodyTask = withUnsafeCurrentTask { $0?.hashValue }
                    try await writer.write(handlerTask == bodyTask ? "same-task\(path)\n" : "own-task\(path)\n")
                }
            }
        }
        let running = try await host.start()
        defer { Task { await running.stop() } }
        let connection = try HeldConnection(port: running.port, sending: rawGet("/short") + rawGet("/long"))
        defer { connection.close() }

        let received = await connection.receive(until: "task/long\n")
        #expect(received.contains("\nsame-task/short\n"))
        #expect(received.contains("\nown-task/long\n"))
    }
}
