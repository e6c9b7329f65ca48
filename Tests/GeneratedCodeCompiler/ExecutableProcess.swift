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
    private let standardOutput = PipeReader()
    private let standardError = PipeReader()

    /// Starts the executable `name` (see `BuiltExecutable`) with `arguments`, and `environment` added to this
    /// process's environment.
    public init(_ name: String, arguments: [String], environment: [String: String] = [:]) throws {
        process.executableURL = try BuiltExecutable.url(name)
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        process.standardInput = input
        process.standardOutput = standardOutput.pipe
        process.standardError = standardError.pipe
        try process.run()
        standardOutput.start()
        standardError.start()
    }

    /// What the process has written to standard output so far.
    public var output: String { standardOutput.text }

    /// What the process has written to standard error so far (a server's log).
    public var errorOutput: String { standardError.text }

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

/// Collects what a child writes to a pipe, on a thread of its own that blocks in `read` until the child closes it.
/// (A `readabilityHandler` would do it on libdispatch's event loop, which swift-corelibs-foundation can crash when
/// the pipe closes while the source is still registered.)
private final class PipeReader: @unchecked Sendable {
    let pipe = Pipe()
    private let lock = NSLock()
    private var bytes = Data()

    func start() {
        let handle = pipe.fileHandleForReading
        Thread.detachNewThread { [self] in
            while true {
                let data = handle.availableData
                if data.isEmpty { return }
                lock.withLock { bytes.append(data) }
            }
        }
    }

    var text: String { lock.withLock { String(decoding: bytes, as: UTF8.self) } }
}
