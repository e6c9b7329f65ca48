import Foundation
import TestSupport
import Testing

/// `techstacks watch` against a server whose change notifications cannot all be read.
@Suite("techstacks watch against a hostile server", .tags(.processes))
struct WatchAgainstHostileServerProcessTests {
    /// A change whose JSON does not decode (a line broken inside a string, as a server splitting lines at U+2028
    /// wrote it) is reported and skipped; the next change is printed. Before, the first one ended `watch`.
    @Test func anUnreadableChangeIsSkipped() async throws {
        let stream = HostileEventStream { connection in
            let frames =
                HostileEventStream.handshake(connection)
                + "id: 2\ndata: techstacks@cmd.TechnologyChanged {\"action\":\"updated\",\"slug\":\"a\ndata: b\"}\n\n"
                + HostileEventStream.frame(
                    id: 3, selector: "cmd.TechnologyChanged",
                    json: #"{"action":"created","id":7,"slug":"good-tech","changedBy":"demo"}"#, channel: "techstacks")
            guard connection.write(frames) else { return }
            connection.hold()
        }
        let server = try HostileServer(routes: [
            "/event-stream": .eventStream(stream), "/event-heartbeat": .emptyJson, "/event-unregister": .emptyJson,
        ])
        defer { server.stop() }
        let result = try await ConsoleProcess.run(["watch", "--count", "1", "--base-url", server.baseUrl])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("skipped a change that could not be read"), "\(result.output)")
        #expect(result.output.contains("created technology good-tech (id 7) by demo"), "\(result.output)")
    }
}
