import Foundation

/// `bench server --instructions`: instructions each server spends per request, counted by callgrind.
///
/// Each server runs alone under `valgrind --tool=callgrind` in a child process, once for `requests` and once for
/// twice as many sequential requests sent from this process (outside valgrind, so the load is not counted), then
/// stops gracefully; the difference over `requests` is one request's cost on the server side, with start-up and
/// shutdown cancelled out. Unlike rates, the counts repeat on a busy machine.
extension ServerBench {
    static func instructions(_ peers: [Peer], requests: Int) async throws {
        guard let valgrind = Callgrind.path else {
            throw BenchError.unexpected("--instructions needs valgrind (apt-get install valgrind)")
        }
        print(
            "server-side instructions per request: each server under callgrind for \(requests) and \(2 * requests) "
                + "sequential requests (the load runs in this process, not counted); load average \(loadAverage())")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var rows: [(name: String, instructions: Double)] = []
        for var peer in peers {
            peer = Peer(
                name: peer.name, command: try debugStripped(peer.command, in: directory), path: peer.path)
            let once = try await serverInstructions(peer, requests: requests, valgrind: valgrind)
            let twice = try await serverInstructions(peer, requests: 2 * requests, valgrind: valgrind)
            rows.append((peer.name, Double(twice - once) / Double(max(1, requests))))
        }
        print(Callgrind.report(rows))
    }

    /// `command` with its executable copied into `directory` without debug information: valgrind 3.19 cannot read
    /// the DWARF 5 a Swift 6 release build carries, and gives up. Symbols stay, so profiles still name functions.
    private static func debugStripped(_ command: ServerProcess.Command, in directory: URL) throws
        -> ServerProcess.Command
    {
        guard let strip = ["/usr/bin/strip", "/usr/local/bin/strip"].first(where: FileManager.default.isExecutableFile)
        else { return command }
        let copy = directory.appendingPathComponent(UUID().uuidString + "-" + command.executable.lastPathComponent)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: strip)
        process.arguments = ["--strip-debug", "-o", copy.path, command.executable.path]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return command }
        return ServerProcess.Command(executable: copy, arguments: command.arguments)
    }

    /// Every instruction `peer`'s server runs from start to graceful exit while serving `requests` requests.
    private static func serverInstructions(_ peer: Peer, requests: Int, valgrind: String) async throws -> Int {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("callgrind-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let command = peer.command.wrapped(
            in: URL(fileURLWithPath: valgrind), options: ["--tool=callgrind", "--callgrind-out-file=\(output.path)"])
        let server = try await ServerProcess.launch(command)
        do {
            try await server.waitUntilServing(peer.path, timeout: .seconds(300))
            for _ in 0..<requests { _ = try await LoadGenerator.fetch(server.baseUrl + peer.path) }
        } catch {
            server.stop()
            throw error
        }
        server.stop()
        let profile = try String(contentsOf: output, encoding: .utf8)
        guard
            let line = profile.split(separator: "\n").first(where: { $0.hasPrefix("summary:") }),
            let total = line.split(separator: " ").last.flatMap({ Int($0) })
        else { throw BenchError.unexpected("no summary line in callgrind's profile of \(peer.name)") }
        return total
    }
}
