import Foundation

/// A PostgreSQL server of the test's own, started by `scripts/start-postgres`, that the test may stop and start
/// again (the shared test server must keep running). Its processes run on threads of their own, never on the
/// cooperative pool.
struct DedicatedPostgresServer: Sendable {
    let url: String
    let directory: String

    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Starts a new server and runs `body` with it; the server is removed afterwards, also when `body` throws.
    static func with<T>(
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
    func stop() async throws {
        _ = try await Self.run(Self.script("stop-postgres"), ["--keep", directory])
    }

    /// Starts the stopped server again on the same port.
    func start() async throws {
        _ = try await Self.run(Self.script("start-postgres"), [directory])
    }

    private func remove() async throws {
        _ = try await Self.run(Self.script("stop-postgres"), [directory])
    }

    private static func script(_ name: String) -> String {
        repository.appendingPathComponent("scripts").appendingPathComponent(name).path
    }

    /// Runs `executable` on a thread of its own and returns its standard output; throws when it fails.
    private static func run(_ executable: String, _ arguments: [String]) async throws -> String {
        return try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: executable)
                process.arguments = arguments
                let output = Pipe()
                process.standardOutput = output
                process.standardError = FileHandle.nullDevice
                do {
                    try process.run()
                    let data = output.fileHandleForReading.readDataToEndOfFile()
                    process.waitUntilExit()
                    let text = String(decoding: data, as: UTF8.self)
                    if process.terminationStatus == 0 {
                        continuation.resume(returning: text)
                    } else {
                        continuation.resume(
                            throwing: DedicatedPostgresError(
                                description: "\(executable) exited with \(process.terminationStatus): \(text)"))
                    }
                } catch {
                    continuation.resume(throwing: error)
                }
            }
        }
    }
}

/// The dedicated server could not be started, stopped or removed.
struct DedicatedPostgresError: Error, CustomStringConvertible {
    let description: String
}
