import Foundation

/// Runs a tool with this process's standard output and error, and waits for it to exit.
enum ToolRun {
    /// The tool's exit status (128 + the signal's number when a signal ended it).
    static func run(_ tool: URL, arguments: [String], in folder: URL) async throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = folder
        return try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { finished in
                let status = finished.terminationStatus
                continuation.resume(returning: finished.terminationReason == .uncaughtSignal ? 128 + status : status)
            }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
    }
}

/// Why `swift package servicestack` failed; SwiftPM prints the description and exits with status 1.
enum CommandFailure: Error, CustomStringConvertible {
    case usage(String)
    case toolFailed

    var description: String {
        switch self {
        case .usage(let message): "\(message)\n\(CommandRequest.usage)"
        case .toolFailed: "x failed (its messages say why); a file it could not write was left as it was"
        }
    }
}
