import Foundation
import ServiceStackServer

/// A server the harness drives, as the `fuzz` executable describes it (`FuzzedServers`): the binary started beside
/// `fuzz`, the same services hosted in this process, and what is expected of them. The harness knows no server.
package struct FuzzServer: Sendable {
    /// The binary's name beside `fuzz`, and the server's folder in the corpus (`http/<name>/`).
    package let name: String
    /// The user the server seeds: the owner campaign signs in as it.
    package let account: (userName: String, password: String)
    /// Operations that answer 5xx on purpose (they exist to test clients' error handling).
    package let intentionalServerErrors: Set<String>
    /// The arguments besides `--port`, given a scratch folder of the run's own (where a fresh database goes).
    private let launchArguments: @Sendable (_ scratch: URL) -> [String]
    /// The services hosted in this process (no socket), and what to close afterwards.
    private let hostInMemory: @Sendable () async throws -> InMemoryServer
    /// The services listening on 127.0.0.1 in this process.
    private let listenInProcess: @Sendable () async throws -> ListeningServer

    /// Describes a server; `launchArguments` may prepare the scratch folder (remove a previous run's database).
    package init(
        name: String, account: (userName: String, password: String), intentionalServerErrors: Set<String> = [],
        launchArguments: @escaping @Sendable (_ scratch: URL) -> [String] = { _ in [] },
        hostInMemory: @escaping @Sendable () async throws -> InMemoryServer,
        listenInProcess: @escaping @Sendable () async throws -> ListeningServer
    ) {
        self.name = name
        self.account = account
        self.intentionalServerErrors = intentionalServerErrors
        self.launchArguments = launchArguments
        self.hostInMemory = hostInMemory
        self.listenInProcess = listenInProcess
    }

    /// Whether `failure` is what `operation` is made to do: a well-formed 5xx from an error-throwing service.
    package func allows(_ failure: Failure, operation: String?) -> Bool {
        guard failure.kind == .serverError, let operation else { return false }
        return intentionalServerErrors.contains(operation)
    }

    /// Starts the server binary found beside `fuzz` (or in `folder`) as a child process.
    package func launch(scratch: URL, binaries folder: URL) throws -> ServerProcess {
        let executable = folder.appendingPathComponent(name)
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw ServerProcessError.notBuilt(name, [folder.path])
        }
        return try ServerProcess(executable: executable, arguments: launchArguments(scratch), scratch: scratch)
    }

    /// The same services hosted in this process (no socket), and what to close afterwards.
    package func makeHost() async throws -> InMemoryServer {
        try await hostInMemory()
    }

    /// The same services listening on 127.0.0.1 in this process, and how to stop them.
    package func listen() async throws -> ListeningServer {
        try await listenInProcess()
    }
}

/// A host answering in memory.
package struct InMemoryServer: Sendable {
    package let host: ServiceStackHost
    package let close: @Sendable () async -> Void

    package init(host: ServiceStackHost, close: @escaping @Sendable () async -> Void) {
        self.host = host
        self.close = close
    }
}

/// Services listening on 127.0.0.1 in this process.
package struct ListeningServer: Sendable {
    package let port: Int
    package let stop: @Sendable () async -> Void

    package init(port: Int, stop: @escaping @Sendable () async -> Void) {
        self.port = port
        self.stop = stop
    }
}

extension [FuzzServer] {
    /// The server named `name`, or nil.
    package func named(_ name: String) -> FuzzServer? {
        first { $0.name == name }
    }
}
