import Foundation
import FuzzHarness
import ServiceStackServer
import TechStacksServer
import TestServices

// The servers `fuzz` drives, wired here so that the harness depends on neither: the conformance services of
// `test-server` and the TechStacks demo.
extension FuzzServer {
    /// The conformance services (`test-server`), whose error-throwing services answer 5xx on purpose.
    package static let testServer = FuzzServer(
        name: "test-server", account: ("test", "test"), intentionalServerErrors: ["ThrowHttpError", "ThrowType"],
        hostInMemory: { InMemoryServer(host: try await makeTestHost(), close: {}) },
        listenInProcess: {
            let running = try await startTestServer()
            return ListeningServer(port: running.port, stop: { await running.stop() })
        })

    /// The TechStacks demo (`techstacks-server`), on a fresh SQLite database each time.
    package static let techStacks = FuzzServer(
        name: "techstacks-server", account: ("demo", "demo"),
        launchArguments: { scratch in
            let database = scratch.appendingPathComponent("techstacks-fuzz.sqlite")
            try? FileManager.default.removeItem(at: database)
            return ["--db", database.path]
        },
        hostInMemory: {
            let (host, storage) = try await TechStacksServer.makeHost(database: .sqlite(path: nil))
            return InMemoryServer(host: host, close: { await storage.close() })
        },
        listenInProcess: {
            let running = try await TechStacksServer.start()
            return ListeningServer(port: running.port, stop: { await running.stop() })
        })

    /// Every server `fuzz` drives, in the order it drives them.
    package static let all = [testServer, techStacks]
}
