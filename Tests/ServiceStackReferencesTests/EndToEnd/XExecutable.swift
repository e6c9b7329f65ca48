import Foundation
import TestSupport

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

    /// Runs `x arguments…` in `folder`.
    static func run(_ arguments: [String], in folder: URL) async throws -> XRun {
        let exit = try await ExecutableProcess.run(try url(), arguments: arguments, currentDirectory: folder)
        return XRun(status: exit.status, standardOutput: exit.output, standardError: exit.errorOutput)
    }
}
