import Foundation
import Hummingbird
import Logging
import ServiceStackServer
import TestServices

/// `bench server`: requests per second of the typed `Hello` service against raw Hummingbird JSON routes doing
/// the same work and, when it is built, the same route written with Vapor (`Benchmarks/`), driven by `wrk` (or,
/// without it, an in-process AsyncHTTPClient load). Each server runs in a child process of its own, so its CPU
/// time per request and its resident memory are its alone.
///
/// The baseline is the leaner raw route (one shared `JSONEncoder`); Hummingbird's idiomatic `ResponseEncodable`
/// route, which makes an encoder per request, is reported beside it. The same shared-encoder route served by the
/// host's HTTP server (`ServiceStackHost.http1Server`: idle and body timeouts, the parser-error guard, the
/// connection cap, the `Server` header) shows what those guards cost apart from the typed service's own work.
enum ServerBench {
    /// One server under test: how to start it and the URL path of its `Hello` route.
    struct Peer: Sendable {
        let name: String
        let command: ServerProcess.Command
        let path: String
    }

    private struct Candidate {
        let peer: Peer
        let server: ServerProcess
        var rates: [Double] = []
        /// Server CPU microseconds per request, from the child's `/proc/{pid}/stat`.
        var cpuPerRequest: [Double] = []
    }

    /// Where `swift build -c release --package-path Benchmarks` puts the Vapor peer, from the package's root.
    static let defaultVaporPath = "Benchmarks/.build/release/vapor-hello"
    /// What every peer answers to `name=bench`, byte for byte.
    static let expectedAnswer = #"{"result":"Hello, bench!"}"#
    /// Where the typed service and the raw route on the host's HTTP server are among `peers(vapor:)`.
    static let typedIndex = 2
    static let guardedIndex = 3

    /// The raw routes, the typed service, and Vapor when `vapor` (or the default path) names an executable.
    static func peers(vapor: String?) throws -> [Peer] {
        var peers = [
            Peer(name: "raw route, shared JSONEncoder", command: .benchHost("raw"), path: "/hello-shared?name=bench"),
            Peer(name: "raw route, ResponseEncodable", command: .benchHost("raw"), path: "/hello?name=bench"),
            Peer(name: "typed Hello service", command: .benchHost("typed"), path: "/api/Hello?name=bench"),
            Peer(
                name: "raw route, host's HTTP server", command: .benchHost("raw-guarded"),
                path: "/hello-shared?name=bench"),
        ]
        let vaporPath = vapor ?? defaultVaporPath
        if FileManager.default.isExecutableFile(atPath: vaporPath) {
            let command = ServerProcess.Command(executable: URL(fileURLWithPath: vaporPath), arguments: [])
            peers.append(Peer(name: "Vapor route", command: command, path: "/api/Hello?name=bench"))
        } else if vapor != nil {
            throw BenchError.unexpected("--vapor \(vaporPath): no such executable")
        } else {
            print(
                "Vapor peer not built: `swift build -c release --package-path Benchmarks` adds it (or pass --vapor PATH)"
            )
        }
        return peers
    }

    static func run(_ peers: [Peer], seconds: Int, connections: Int, rounds: Int, memoryRequests: Int) async throws {
        var candidates: [Candidate] = []
        defer { for candidate in candidates { candidate.server.stop() } }
        for peer in peers {
            let server = try await ServerProcess.launch(peer.command)
            candidates.append(Candidate(peer: peer, server: server))
            try await server.waitUntilServing(peer.path, timeout: .seconds(60))
            try await checkAnswer(server.baseUrl + peer.path)
        }
        let load = LoadGenerator.detect(connections: connections)
        print("load: \(load.name)  connections: \(connections)  \(seconds) s per round, \(rounds) rounds")
        print("load average: \(loadAverage())")
        for candidate in candidates { _ = try await load.run(url: url(candidate), seconds: 1) }

        for round in 0..<rounds {
            // Rotate which goes first so drift on a small machine hits all alike.
            for offset in 0..<candidates.count {
                let index = (round + offset) % candidates.count
                let cpuBefore = candidates[index].server.cpuSeconds()
                let result = try await load.run(url: url(candidates[index]), seconds: seconds)
                let cpu = candidates[index].server.cpuSeconds() - cpuBefore
                candidates[index].rates.append(result.requestsPerSecond)
                candidates[index].cpuPerRequest.append(cpu * 1e6 / Double(max(result.requests, 1)))
            }
            let line = candidates.map { Measure.format($0.rates[round]) }.joined(separator: " ")
            print(
                "round \(round + 1): \(line)   typed/baseline "
                    + Measure.ratio(candidates[typedIndex].rates[round], candidates[0].rates[round]))
        }
        report(candidates)
        let typedRate = Measure.median(candidates[typedIndex].rates)
        let guardedRate = Measure.median(candidates[guardedIndex].rates)
        print("typed vs the raw route on the host's HTTP server: \(Measure.ratio(typedRate, guardedRate))")
        print("load average: \(loadAverage())")

        let typed = candidates[typedIndex]
        let before = typed.server.residentMegabytes()
        var served = 0
        while served < memoryRequests { served += try await load.run(url: url(typed), seconds: 5).requests }
        let after = typed.server.residentMegabytes()
        print(
            String(
                format: "typed server RSS: %.1f MiB before, %.1f MiB after %d requests (%+.1f MiB)", before, after,
                served, after - before))
    }

    /// Medians per candidate with their ratio to the baseline's median, the median of the per-round ratios
    /// (each round's candidates ran back to back, so it is the least affected by drift), the server's CPU time per
    /// request, which a noisy neighbour disturbs far less than throughput, and its resident memory after the rounds.
    private static func report(_ candidates: [Candidate]) {
        let baseline = candidates[0]
        let baselineMedian = Measure.median(baseline.rates)
        let baselineCPU = Measure.median(baseline.cpuPerRequest)
        print(
            "route                              req/s (median)  ratio  per-round ratio  CPU µs/request     RSS MiB")
        for candidate in candidates {
            let median = Measure.median(candidate.rates)
            let paired = Measure.median(zip(candidate.rates, baseline.rates).map { $0 / $1 })
            let cpu = Measure.median(candidate.cpuPerRequest)
            print(
                candidate.peer.name.padding(toLength: 34, withPad: " ", startingAt: 0) + Measure.format(median)
                    + "      " + Measure.ratio(median, baselineMedian) + "   " + Measure.ratio(paired, 1)
                    + "          " + String(format: "%6.1f (%.2fx)", cpu, cpu / baselineCPU)
                    + String(format: "  %8.1f", candidate.server.residentMegabytes()))
        }
    }

    private static func url(_ candidate: Candidate) -> String { candidate.server.baseUrl + candidate.peer.path }

    /// The 1, 5 and 15 minute load averages (Linux `/proc/loadavg`).
    static func loadAverage() -> String {
        let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
        return text.split(separator: " ").prefix(3).joined(separator: " ")
    }

    /// The typed host of `server-host --server typed`: `Hello` as a ServiceStack service, until SIGINT or SIGTERM.
    static func serveTyped(port: Int) async throws {
        var logger = Logger(label: "typed")
        logger.logLevel = .warning
        let host = ServiceStackHost(name: "bench", logger: logger)
        host.register(Hello.self) { request, _ in
            let response = HelloResponse()
            response.result = "Hello, \(request.name ?? "")!"
            return response
        }
        try await host.run(port: port)
    }

    private static func checkAnswer(_ url: String) async throws {
        let answer = try await LoadGenerator.fetch(url)
        guard answer == expectedAnswer else { throw BenchError.unexpected("\(url) answered: \(answer)") }
    }
}

/// The baselines: plain Hummingbird routes that read `name` from the query and answer `{"result":"Hello, …!"}`.
enum RawHelloServer {
    struct Reply: ResponseEncodable { let result: String }

    private static let sharedEncoder = JSONEncoder()

    /// Serves both routes on `port` until SIGINT or SIGTERM (`server-host --server raw`); with `guarded`, on the
    /// HTTP server and application configuration a `ServiceStackHost` runs on (`server-host --server raw-guarded`).
    static func serve(port: Int, guarded: Bool) async throws {
        let router = Router()
        router.get("/hello") { request, _ -> Reply in
            Reply(result: "Hello, \(request.uri.queryParameters.get("name") ?? "")!")
        }
        router.get("/hello-shared") { request, _ -> Response in
            let name = request.uri.queryParameters.get("name") ?? ""
            let body = try sharedEncoder.encode(Reply(result: "Hello, \(name)!"))
            return Response(
                status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
        }
        var logger = Logger(label: "raw")
        logger.logLevel = .warning
        let address = BindAddress.hostname("127.0.0.1", port: port)
        if guarded {
            let host = ServiceStackHost(name: "bench", logger: logger)
            let app = Application(
                router: router, server: host.http1Server,
                configuration: host.applicationConfiguration(address: address),
                logger: logger)
            try await app.runService()
        } else {
            let app = Application(router: router, configuration: .init(address: address), logger: logger)
            try await app.runService()
        }
    }
}
