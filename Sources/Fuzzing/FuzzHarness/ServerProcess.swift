import Foundation

/// A server binary running as a child process on 127.0.0.1, so a trap shows as the process dying.
package final class ServerProcess {
    package let executable: URL
    package let arguments: [String]
    private var process: Process?
    private let outputFile: URL
    private let errorFile: URL
    /// The port the current process listens on.
    package private(set) var port = 0

    /// Starts `executable arguments… --port N` on a free port N of 127.0.0.1.
    package init(executable: URL, arguments: [String], scratch: URL) throws {
        self.executable = executable
        self.arguments = arguments
        let name = executable.lastPathComponent
        outputFile = scratch.appendingPathComponent("\(name)-stdout.log")
        errorFile = scratch.appendingPathComponent("\(name)-stderr.log")
        try start()
    }

    /// Starts (again) on a free port and waits until the server accepts connections.
    package func start() throws {
        stop()
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        port = try FreePort.find()
        let child = Process()
        child.executableURL = executable
        child.arguments = arguments + ["--port", "\(port)"]
        var environment = ProcessInfo.processInfo.environment
        // A dying server should close its sockets at once; the reproducer is what we keep.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        child.environment = environment
        child.standardOutput = try FileHandle(forWritingTo: outputFile)
        child.standardError = try FileHandle(forWritingTo: errorFile)
        try child.run()
        process = child
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            if FreePort.accepts(port) { return }
            guard child.isRunning else { throw ServerProcessError.exited(name, errorText()) }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw ServerProcessError.notListening(name)
    }

    private var name: String { executable.lastPathComponent }

    /// The process id while it runs.
    package var pid: Int32? { process.map(\.processIdentifier) }

    /// Whether the process is still alive, waiting up to `grace` seconds for one that is on its way out.
    package func isAlive(grace: Double = 0) -> Bool {
        guard let process else { return false }
        let deadline = Date().addingTimeInterval(grace)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        return process.isRunning
    }

    /// How the process ended (signal or exit status), for the report.
    package var terminationDescription: String {
        guard let process, !process.isRunning else { return "running" }
        let kind = process.terminationReason == .uncaughtSignal ? "signal" : "exit status"
        return "\(kind) \(process.terminationStatus)"
    }

    /// The last lines the process wrote to standard error (a trap's message is there).
    package func errorText(limit: Int = 4_000) -> String {
        let text = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        return String(text.suffix(limit))
    }

    /// Terminates the process if it runs.
    package func stop() {
        guard let process else { return }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        self.process = nil
    }

    deinit { stop() }
}

package enum ServerProcessError: Error, CustomStringConvertible {
    case exited(String, String)
    case notListening(String)
    case notBuilt(String, [String])

    package var description: String {
        switch self {
        case .exited(let name, let errorText): "\(name) exited before listening:\n\(errorText)"
        case .notListening(let name): "\(name) did not accept connections within 60 s"
        case .notBuilt(let name, let places):
            "\(name) is not built (run `swift build` first); looked in \(places.joined(separator: ", "))"
        }
    }
}
