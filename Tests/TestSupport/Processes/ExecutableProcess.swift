import Foundation

/// A child process of a test: an executable of this package (a server, a command-line tool), a script or a
/// compiler. Its output is collected as it arrives, lines can be typed on its standard input, and waits for its
/// output or its exit are woken by the output or the exit itself, with a bound that only matters on failure. No wait
/// blocks a thread of Swift's cooperative pool.
public final class ExecutableProcess: @unchecked Sendable {
    /// The process did not print what was awaited, or did not exit in time.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Where the process's standard error goes.
    public enum ErrorOutput: Sendable {
        /// Collected apart from standard output (`errorOutput`).
        case separate
        /// Interleaved with standard output, as a terminal shows them (`output`).
        case mergedIntoOutput
        /// Thrown away.
        case discarded
    }

    let process = Process()
    private let input = Pipe()
    private let outputPipe = Pipe()
    private let errorPipe = Pipe()
    let lock = NSLock()
    var outputBytes = Data()
    var errorBytes = Data()
    var outputEnded = false
    var errorEnded: Bool
    var exited = false
    var waiters: [UUID: Waiter] = [:]

    /// A wait in progress: what it waits for (checked with `lock` held) and how to wake it.
    struct Waiter {
        let isDone: @Sendable (ExecutableProcess) -> Bool
        let wake: @Sendable () -> Void
    }

    /// Starts the executable `name` of this package (see `BuiltExecutable`) with `arguments`, and `environment`
    /// added to this process's environment.
    public convenience init(_ name: String, arguments: [String], environment: [String: String] = [:]) throws {
        try self.init(executable: BuiltExecutable.url(name), arguments: arguments, environment: environment)
    }

    /// Starts `executable` with `arguments`, `environment` added to this process's environment, in
    /// `currentDirectory` (by default this process's).
    public init(
        executable: URL, arguments: [String], environment: [String: String] = [:], currentDirectory: URL? = nil,
        errors: ErrorOutput = .separate
    ) throws {
        process.executableURL = executable
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        process.standardInput = input
        process.standardOutput = outputPipe
        switch errors {
        case .separate: process.standardError = errorPipe
        case .mergedIntoOutput: process.standardError = outputPipe
        case .discarded: process.standardError = FileHandle.nullDevice
        }
        errorEnded = errors != .separate
        process.terminationHandler = { [weak self] _ in self?.change { $0.exited = true } }
        try process.run()
        read(outputPipe.fileHandleForReading, isErrorOutput: false)
        if errors == .separate { read(errorPipe.fileHandleForReading, isErrorOutput: true) }
    }

    /// Collects what `handle` delivers on a thread of its own until the end of the output. A blocking read rather
    /// than a `readabilityHandler`: a handler's dispatch source may outlive its descriptor, and the descriptor's
    /// number is soon another test's socket. The thread keeps the handle, so the descriptor closes only after it.
    private func read(_ handle: FileHandle, isErrorOutput: Bool) {
        Thread.detachNewThread { [weak self] in
            while true {
                let data = handle.availableData
                guard let self else { return }
                change { $0.received(data, isErrorOutput: isErrorOutput) }
                if data.isEmpty { return }
            }
        }
    }

    /// Appends `data` to the output, or marks the output's end when it is empty; call with `lock` held.
    private func received(_ data: Data, isErrorOutput: Bool) {
        switch (isErrorOutput, data.isEmpty) {
        case (false, false): outputBytes.append(data)
        case (false, true): outputEnded = true
        case (true, false): errorBytes.append(data)
        case (true, true): errorEnded = true
        }
    }

    /// Applies `update` with the lock held, then wakes the waits it completed.
    func change(_ update: (ExecutableProcess) -> Void) {
        let done: [Waiter] = lock.withLock {
            update(self)
            let done = waiters.filter { $0.value.isDone(self) }
            for id in done.keys { waiters[id] = nil }
            return Array(done.values)
        }
        for waiter in done { waiter.wake() }
    }

    /// What the process has written to standard output so far (and standard error, when merged).
    public var output: String { lock.withLock { String(decoding: outputBytes, as: UTF8.self) } }

    /// What the process has written to standard error so far (a server's log), when kept separate.
    public var errorOutput: String { lock.withLock { String(decoding: errorBytes, as: UTF8.self) } }

    /// Types `line` and a newline on the process's standard input.
    public func type(_ line: String) {
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
    }

    /// Closes standard input, as Ctrl-D in a terminal.
    public func endInput() {
        try? input.fileHandleForWriting.close()
    }

    /// Whether the process has exited.
    public var hasExited: Bool { !process.isRunning }

    /// Asks the process to stop (SIGTERM; servers shut down gracefully); does not wait, so no test thread blocks.
    public func stop() {
        if process.isRunning { process.terminate() }
    }
}
