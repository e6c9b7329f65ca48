import Foundation
import GeneratedCodeCompiler

/// Runs the `fuzz` binary that `swift build --build-tests` puts beside the test bundle.
enum FuzzExecutable {
    struct Run {
        var passed: Bool
        var output: String
    }

    /// `fuzz replay --corpus FOLDER PATH`: whether it exited 0, and what it printed (or how it died).
    static func replay(_ relativePath: String, corpus: URL) async throws -> Run {
        let process = Process()
        process.executableURL = try url()
        process.arguments = ["replay", "--corpus", corpus.path, relativePath]
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-replay-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: output) }
        let handle = try FileHandle(forWritingTo: output)
        process.standardOutput = handle
        process.standardError = handle
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { finished in continuation.resume(returning: finished.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        try handle.close()
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        let how = process.terminationReason == .uncaughtSignal ? "killed by signal \(status)" : "exit status \(status)"
        return Run(passed: process.terminationReason == .exit && status == 0, output: "\(how)\n\(text.suffix(2_000))")
    }

    private static func url() throws -> URL {
        try BuiltExecutable.url("fuzz")
    }
}
