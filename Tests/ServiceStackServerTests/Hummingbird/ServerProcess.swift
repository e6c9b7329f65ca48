import Foundation
import GeneratedCodeCompiler

/// The `test-server` binary that `swift build --build-tests` builds, run as a process of its own.
final class ServerProcess: @unchecked Sendable {
    struct Failure: Error, CustomStringConvertible { let description: String }

    private let process = Process()
    private let lock = NSLock()
    private var errorBytes = Data()

    /// What the server has written to standard error so far (its log).
    var errorOutput: String { lock.withLock { String(decoding: errorBytes, as: UTF8.self) } }

    /// Starts `test-server` with `arguments`.
    init(arguments: [String]) throws {
        process.executableURL = try Self.binary()
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        errors.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let bytes = handle.availableData
            self?.lock.withLock { self?.errorBytes.append(bytes) }
        }
        try process.run()
    }

    /// The base URL the server logged it listens on, once it has.
    func listeningUrl(seconds: Int = 60) async throws -> String {
        for _ in 0..<(seconds * 20) {
            if let range = errorOutput.range(of: #"listening on http://\S+/"#, options: .regularExpression) {
                return String(errorOutput[range].dropFirst("listening on ".count))
            }
            guard process.isRunning else { break }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw Failure(description: "test-server did not log where it listens:\n\(errorOutput)")
    }

    /// Asks the server to stop (SIGTERM, a graceful shutdown); does not wait, so no test thread blocks on it.
    func stop() {
        if process.isRunning { process.terminate() }
    }

    private static func binary() throws -> URL {
        try BuiltExecutable.url("test-server")
    }
}
