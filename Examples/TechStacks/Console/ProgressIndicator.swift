import Foundation
import ServiceStack

/// A spinner on standard error while a slow call runs; silent when stderr is not a terminal or the call is quick.
enum ProgressIndicator {
    private static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    static func run<T>(
        _ label: String, isolation: isolated (any Actor)? = #isolation, _ work: () async throws -> T
    ) async throws -> T {
        guard isatty(FileHandle.standardError.fileDescriptor) == 1 else { return try await work() }
        let label = TerminalText.escaped(label, keepingLineFeeds: false)
        let spinner = Task {
            try await Task.sleep(for: .milliseconds(200))
            for frame in 0... {
                FileHandle.standardError.write(Data("\r\(frames[frame % frames.count]) \(label)…".utf8))
                try await Task.sleep(for: .milliseconds(80))
            }
        }
        defer {
            spinner.cancel()
            FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        }
        return try await work()
    }
}
