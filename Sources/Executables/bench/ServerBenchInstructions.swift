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
        var rows: [(name: String, instructions: Double)] = []
        for var peer in peers {
            let stripped = try Callgrind.withoutDebugInfo(peer.command.executable)
            defer { try? FileManager.default.removeItem(at: stripped) }
            peer = Peer(
                name: peer.name,
                command: ServerProcess.Command(executable: stripped, arguments: peer.command.arguments),
                path: peer.path)
            let once = try await serverInstructions(peer, requests: requests, valgrind: valgrind)
            let twice = try await serverInstructions(peer, requests: 2 * requests, valgrind: valgrind)
            rows.append((peer.name, Double(twice - once) / Double(max(1, requests))))
        }
        print(Callgrind.report(rows))
        let (typed, guarded) = (rows[typedIndex].instructions, rows[guardedIndex].instructions)
        print(
            String(format: "typed vs the raw route on the host's HTTP server: %.2f× the instructions", typed / guarded))
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
        return try Callgrind.summary(of: output, describing: peer.name)
    }
}
