import Foundation
import TestSupport

/// Runs the `fuzz` binary that `swift build --build-tests` puts beside the test bundle.
enum FuzzExecutable {
    struct Run {
        var passed: Bool
        var output: String
    }

    /// `fuzz replay --corpus FOLDER PATH`: whether it exited 0, and what it printed (or how it died).
    static func replay(_ relativePath: String, corpus: URL) async throws -> Run {
        let exit = try await ExecutableProcess.run(
            "fuzz", arguments: ["replay", "--corpus", corpus.path, relativePath],
            environment: ["SWIFT_BACKTRACE": "enable=no"], errors: .mergedIntoOutput)
        let how = exit.wasKilled ? "killed by signal \(exit.status)" : "exit status \(exit.status)"
        return Run(passed: exit.succeeded, output: "\(how)\n\(exit.output.suffix(2_000))")
    }
}
