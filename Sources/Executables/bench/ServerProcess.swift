import Foundation
import NIOCore
import NIOPosix

/// A server `bench server` runs in a child process of its own, so its CPU time and memory are its alone.
final class ServerProcess: @unchecked Sendable {
    /// How to start one server: an executable and its arguments; `--port N` is appended.
    struct Command: Sendable {
        let executable: URL
        let arguments: [String]

        /// This executable's hidden `server-host` subcommand serving `server` (`raw` or `typed`).
        static func benchHost(_ server: String) -> Command {
            Command(
                executable: Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]),
                arguments: ["server-host", "--server", server])
        }

        /// The same server, run by `wrapper` (valgrind and its options).
        func wrapped(in wrapper: URL, options: [String]) -> Command {
            Command(executable: wrapper, arguments: options + [executable.path] + arguments)
        }
    }

    let port: Int
    private let process: Process

    var baseUrl: String { "http://127.0.0.1:\(port)" }

    private init(process: Process, port: Int) {
        self.process = process
        self.port = port
    }

    /// Starts `command` on a free port of 127.0.0.1; its output goes to /dev/null.
    static func launch(_ command: Command) async throws -> ServerProcess {
        let port = try await freePort()
        let process = Process()
        process.executableURL = command.executable
        process.arguments = command.arguments + ["--port", "\(port)"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return ServerProcess(process: process, port: port)
    }

    /// A port nothing listens on: bound, read and released (another process could take it in between).
    private static func freePort() async throws -> Int {
        let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .bind(host: "127.0.0.1", port: 0).get()
        let port = channel.localAddress?.port
        try await channel.close()
        guard let port else { throw BenchError.unexpected("no free port") }
        return port
    }

    /// Waits until `path` answers 200, or throws after `timeout` (a server under valgrind starts slowly).
    func waitUntilServing(_ path: String, timeout: Duration) async throws {
        let deadline = ContinuousClock.now + timeout
        while true {
            guard process.isRunning else { throw BenchError.unexpected("\(command) exited before serving") }
            if (try? await LoadGenerator.fetch(baseUrl + path)) != nil { return }
            guard ContinuousClock.now < deadline else { throw BenchError.unexpected("\(command) never answered") }
            try await Task.sleep(for: .milliseconds(100))
        }
    }

    /// User and system CPU seconds the process has used so far (Linux `/proc/{pid}/stat`; 0 elsewhere).
    func cpuSeconds() -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8),
            let nameEnd = stat.lastIndex(of: ")")
        else { return 0 }
        // After the command name: state is field 3, utime field 14 and stime field 15, in clock ticks.
        let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// Resident memory in MiB (Linux `/proc`; 0 elsewhere).
    func residentMegabytes() -> Double {
        Double(Measure.residentKilobytes(ofProcess: process.processIdentifier) ?? 0) / 1024
    }

    /// Asks the server to stop (SIGTERM: a graceful shutdown) and waits until it has.
    func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    private var command: String { process.executableURL?.lastPathComponent ?? "server" }
}
