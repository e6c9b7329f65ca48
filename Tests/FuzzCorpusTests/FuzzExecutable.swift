import Foundation

/// Runs the `fuzz` binary that `swift build --build-tests` puts beside the test bundle.
enum FuzzExecutable {
    struct Run {
        var passed: Bool
        var output: String
    }

    struct NotBuilt: Error, CustomStringConvertible {
        var places: [String]
        var description: String { "the fuzz executable was not found; looked in \(places.joined(separator: ", "))" }
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
        var folders: [URL] = []
        for bundle in [Bundle.main] + Bundle.allBundles {
            var folder = bundle.bundleURL
            for _ in 0..<4 {
                folders.append(folder)
                folder = folder.deletingLastPathComponent()
            }
        }
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        folders.append(packageRoot.appendingPathComponent(".build/debug"))
        for folder in folders {
            let candidate = folder.appendingPathComponent("fuzz")
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder), !isFolder.boolValue,
                FileManager.default.isExecutableFile(atPath: candidate.path)
            {
                return candidate
            }
        }
        throw NotBuilt(places: folders.map(\.path))
    }
}
