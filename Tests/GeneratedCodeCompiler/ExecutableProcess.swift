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
    private let outputPipe = Pipe()
    private let errorPipe = Pipe()
    private let lock = NSLock()
    private var outputBytes = Data()
    private var errorBytes = Data()

    /// Starts the executable `name` (see `BuiltExecutable`) with `arguments`, and `environment` added to this
    /// process's environment.
    public init(_ name: String, arguments: [String], environment: [String: String] = [:]) throws {
        process.executableURL = try BuiltExecutable.url(name)
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        process.standardInput = input
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        outputPipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            self?.collect(from: handle, into: \.outputBytes)
        }
        errorPipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            self?.collect(from: handle, into: \.errorBytes)
        }
        try process.run()
    }

    // The handlers go before the pipes close their descriptors: a handler left on a closed descriptor would read
    // whatever the number is reused for (another test's socket).
    deinit {
        outputPipe.fileHandleForReading.readabilityHandler = nil
        errorPipe.fileHandleForReading.readabilityHandler = nil
    }

    /// Appends what `handle` has; at the end of the output, stops watching it (it would report the end forever).
    private func collect(from handle: FileHandle, into bytes: ReferenceWritableKeyPath<ExecutableProcess, Data>) {
        let data = handle.availableData
        guard !data.isEmpty else {
            handle.readabilityHandler = nil
            return
        }
        lock.withLock { self[keyPath: bytes].append(data) }
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
