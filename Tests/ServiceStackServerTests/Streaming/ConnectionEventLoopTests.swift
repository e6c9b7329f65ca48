import Foundation
import ServiceStack
import TestSupport
import Testing

@testable import ServiceStackServer

/// Streamed bodies keep their writes in step with the connection's event loop (`ResponseStreamWriter`'s catch-up
/// after every 64 KiB), so every request a server started by `start` answers must see that loop: the first one on
/// a connection and every later one on the same connection.
@Suite struct ConnectionEventLoopTests {
    @Test func everyRequestOfAKeepAliveConnectionSeesItsEventLoop() async throws {
        let host = ServiceStackHost(name: "event-loops")
        host.addRawEndpoint("/loop") { context in
            let number = context.query("n") ?? "?"
            return HttpResult(headers: [("Content-Type", "text/plain")]) { writer in
                // Where `ResponseStreamWriter` looks for the loop: in the body's writer, after the handler returned.
                let answer = ConnectionEventLoop.current == nil ? "unbound" : "bound"
                try await writer.write("\(answer)-request-\(number)\n")
            }
        }
        let running = try await host.start()
        defer { Task { await running.stop() } }
        let connection = try HeldConnection(
            port: running.port, sending: rawGet("/loop?n=1") + rawGet("/loop?n=2") + rawGet("/loop?n=3"))
        defer { connection.close() }

        let received = await connection.receive(until: "request-3\n")
        #expect(received.contains("\nbound-request-1\n"))
        #expect(received.contains("\nbound-request-2\n"))
        #expect(received.contains("\nbound-request-3\n"))
        #expect(!received.contains("unbound"))
    }
}
