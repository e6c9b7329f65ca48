import Foundation

/// An executable of this package run as a process of its own, for tests of servers and command-line tools: its
/// output is collected as it arrives and lines can be typed on its standard input.
public final class ExecutableProcess: @unchecked Sendable {
    /// The process did not print what was awaited.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    private let process = Process()
    private let input = Pipe()
    private let lock = NSLock()
    private var outputBytes = Data()
    private var errorBytes = Data()

    /// Starts the executable `name` (see `BuiltExecutable`) with `arguments`.
    public init(_ name: String, arguments: [String]) throws {
        process.executableURL = try BuiltExecutable.url(name)
        process.arguments = arguments
        process.standardInput = input
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let bytes = handle.availableData
            self?.lock.withLock { self?.outputBytes.append(bytes) }
        }
        errors.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let bytes = handle.availableData
            self?.lock.withLock { self?.errorBytes.append(bytes) }
        }
        try process.run()
    }

    /// What the process has written to standard output so far.
    public var output: String { lock.withLock { String(decoding: outputBytes, as: UTF8.self) } }

    /// What the process has written to standard error so far (a server's log).
    public var errorOutput: String { lock.withLock { String(decoding: errorBytes, as: UTF8.self) } }

    /// Types `line` and a newline on the process's standard input.
    public func type(_ line: String) {
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
    }

    /// Closes standard input, as Ctrl-D in a terminal.
    public func endInput() {
        try? input.fileHandleForWriting.close()
    }

    /// Waits until standard output or error (`inErrors`) matches the regular expression `pattern`; returns the match.
    public func waitFor(_ pattern: String, inErrors: Bool = false, seconds: Int = 60) async throws -> String {
        for _ in 0..<(seconds * 20) {
            let text = inErrors ? errorOutput : output
            if let range = text.range(of: pattern, options: .regularExpression) { return String(text[range]) }
            guard process.isRunning else { break }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw Failure(
            description: "no match for \(pattern) (\(process.isRunning ? "still running" : "exited"));\n"
                + "stdout:\n\(output)\nstderr:\n\(errorOutput)")
    }

    /// The base URL a server logged it listens on (`… listening on http://host:port/`), once it has.
    public func listeningUrl(seconds: Int = 60) async throws -> String {
        let line = try await waitFor(#"listening on http://\S+/"#, inErrors: true, seconds: seconds)
        return String(line.dropFirst("listening on ".count))
    }

    /// Whether the process has exited.
    public var hasExited: Bool { !process.isRunning }

    /// Asks the process to stop (SIGTERM; servers shut down gracefully); does not wait, so no test thread blocks.
    public func stop() {
        if process.isRunning { process.terminate() }
    }
}
