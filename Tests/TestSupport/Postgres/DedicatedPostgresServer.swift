import Foundation

/// A PostgreSQL server of the test's own, started by `scripts/start-postgres`, that the test may stop and start
/// again (the shared test server must keep running).
public struct DedicatedPostgresServer: Sendable {
    /// Its URL, as `SERVICESTACK_POSTGRES_URL` would name it.
    public let url: String
    /// Its folder, as `SERVICESTACK_POSTGRES_DIR` would name it.
    public let directory: String

    /// Starts a new server and runs `body` with it; the server is removed afterwards, also when `body` throws.
    public static func with<T>(
        isolation: isolated (any Actor)? = #isolation, _ body: (DedicatedPostgresServer) async throws -> T
    ) async throws -> T {
        let output = try await run(script("start-postgres"), [])
        let exports = Dictionary(
            uniqueKeysWithValues: output.split(separator: "\n").compactMap { line -> (String, String)? in
                let parts = line.replacingOccurrences(of: "export ", with: "").split(separator: "=", maxSplits: 1)
                return parts.count == 2 ? (String(parts[0]), String(parts[1])) : nil
            })
        guard let url = exports["SERVICESTACK_POSTGRES_URL"], let directory = exports["SERVICESTACK_POSTGRES_DIR"]
        else { throw DedicatedPostgresError(description: "scripts/start-postgres printed \(output)") }
        let server = DedicatedPostgresServer(url: url, directory: directory)
        do {
            let result = try await body(server)
            try await server.remove()
            return result
        } catch {
            try? await server.remove()
            throw error
        }
    }

    /// Stops the server (fast shutdown: open connections are closed, committed work is kept).
    public func stop() async throws {
        _ = try await Self.run(Self.script("stop-postgres"), ["--keep", directory])
    }

    /// Starts the stopped server again on the same port.
    public func start() async throws {
        _ = try await Self.run(Self.script("start-postgres"), [directory])
    }

    private func remove() async throws {
        _ = try await Self.run(Self.script("stop-postgres"), [directory])
    }

    private static func script(_ name: String) -> URL {
        PackageRoot.script(name)
    }

    /// Runs `script` to its end and returns its standard output; throws when it fails.
    private static func run(_ script: URL, _ arguments: [String]) async throws -> String {
        let exit = try await ExecutableProcess.run(script, arguments: arguments, errors: .discarded)
        guard exit.succeeded else {
            throw DedicatedPostgresError(description: "\(script.lastPathComponent) \(exit)")
        }
        return exit.output
    }
}

/// The dedicated server could not be started, stopped or removed.
public struct DedicatedPostgresError: Error, CustomStringConvertible {
    public let description: String
}
