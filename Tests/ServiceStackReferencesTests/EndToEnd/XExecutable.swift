import Foundation
import GeneratedCodeCompiler

/// What a run of the `x` executable printed and returned.
struct XRun: CustomStringConvertible {
    var status: Int32
    var standardOutput: String
    var standardError: String

    var description: String { "exit \(status)\nstdout:\n\(standardOutput)\nstderr:\n\(standardError)" }
}

/// Runs the real `x` binary that `swift build --build-tests` puts next to the test bundle.
enum XExecutable {
    /// `X_EXECUTABLE` if set, else the `x` this package built.
    static func url() throws -> URL {
        if let path = ProcessInfo.processInfo.environment["X_EXECUTABLE"] { return URL(fileURLWithPath: path) }
        return try BuiltExecutable.url("x")
    }

    /// Runs `x arguments…` in `folder` without blocking a cooperative thread (the test server needs them).
    static func run(_ arguments: [String], in folder: URL) async throws -> XRun {
        let process = Process()
        process.executableURL = try url()
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let outputFile = FileManager.default.temporaryDirectory.appendingPathComponent("x-out-\(UUID().uuidString)")
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("x-err-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outputFile)
            try? FileManager.default.removeItem(at: errorFile)
        }
        let output = try FileHandle(forWritingTo: outputFile)
        let error = try FileHandle(forWritingTo: errorFile)
        process.standardOutput = output
        process.standardError = error
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { finished in continuation.resume(returning: finished.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        try output.close()
        try error.close()
        return XRun(
            status: status,
            standardOutput: String(decoding: try Data(contentsOf: outputFile), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errorFile), as: UTF8.self))
    }
}
