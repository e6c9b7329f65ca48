import Foundation
import ServiceStackServer
import TechStacksServer
import TestServices

/// A server the harness drives: the conformance services and the TechStacks demo.
package enum FuzzServer: String, CaseIterable, Sendable {
    case testServer = "test-server"
    case techStacks = "techstacks-server"

    /// The arguments besides `--port` (TechStacks gets a fresh database).
    func arguments(scratch: URL) -> [String] {
        switch self {
        case .testServer: []
        case .techStacks: ["--db", scratch.appendingPathComponent("techstacks-fuzz.sqlite").path]
        }
    }

    /// Operations that answer 5xx on purpose (they exist to test clients' error handling).
    var intentionalServerErrors: Set<String> {
        switch self {
        case .testServer: ["ThrowHttpError", "ThrowType"]
        case .techStacks: []
        }
    }

    /// Whether `failure` is what `operation` is made to do: a well-formed 5xx from an error-throwing service.
    package func allows(_ failure: Failure, operation: String?) -> Bool {
        guard failure.kind == .serverError, let operation else { return false }
        return intentionalServerErrors.contains(operation)
    }

    /// Starts the server binary found beside `fuzz` (or in `folder`) as a child process.
    package func launch(scratch: URL, binaries folder: URL) throws -> ServerProcess {
        let database = scratch.appendingPathComponent("techstacks-fuzz.sqlite")
        try? FileManager.default.removeItem(at: database)
        let executable = folder.appendingPathComponent(rawValue)
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw ServerProcessError.notBuilt(rawValue, [folder.path])
        }
        return try ServerProcess(executable: executable, arguments: arguments(scratch: scratch), scratch: scratch)
    }

    /// The same services hosted in this process (no socket), and what to close afterwards.
    package func makeHost() async throws -> InMemoryServer {
        switch self {
        case .testServer:
            return InMemoryServer(host: try await makeTestHost(), close: {})
        case .techStacks:
            let (host, storage) = try await TechStacksServer.makeHost(database: .sqlite(path: nil))
            return InMemoryServer(host: host, close: { await storage.close() })
        }
    }
}

/// A host answering in memory.
package struct InMemoryServer: Sendable {
    package let host: ServiceStackHost
    package let close: @Sendable () async -> Void
}
