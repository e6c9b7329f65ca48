import Foundation
import Hummingbird
import Logging
import ServiceLifecycle
import ServiceStackServer
import TestServices

/// `bench server`: requests per second of the typed `Hello` service against raw Hummingbird JSON routes doing
/// the same work, driven by `wrk` (or, without it, an in-process AsyncHTTPClient load), plus resident memory
/// before and after 100,000 typed requests.
///
/// The baseline is the leaner raw route (one shared `JSONEncoder`); Hummingbird's idiomatic `ResponseEncodable`
/// route, which makes an encoder per request, is reported beside it.
enum ServerBench {
    private struct Candidate {
        let name: String
        let url: String
        var rates: [Double] = []
        /// Server CPU microseconds per request (this process serves; wrk runs in its own).
        var cpuPerRequest: [Double] = []
    }

    static func run(seconds: Int, connections: Int, rounds: Int, memoryRequests: Int) async throws {
        let typed = try await startTypedHost()
        let raw = try await RawHelloServer.start()
        let typedUrl = typed.baseUrl + "api/Hello?name=bench"
        var candidates = [
            Candidate(name: "raw route, shared JSONEncoder", url: raw.baseUrl + "hello-shared?name=bench"),
            Candidate(name: "raw route, ResponseEncodable", url: raw.baseUrl + "hello?name=bench"),
            Candidate(name: "typed Hello service", url: typedUrl),
        ]
        let load = LoadGenerator.detect(connections: connections)
        print("load: \(load.name)  connections: \(connections)  \(seconds) s per round, \(rounds) rounds")

        for candidate in candidates {
            try await checkAnswer(candidate.url)
            _ = try await load.run(url: candidate.url, seconds: 1)
        }
        for round in 0..<rounds {
            // Rotate which goes first so drift on a small machine hits all alike.
            for offset in 0..<candidates.count {
                let index = (round + offset) % candidates.count
                let cpuBefore = Measure.processCPUSeconds()
                let result = try await load.run(url: candidates[index].url, seconds: seconds)
                let cpu = Measure.processCPUSeconds() - cpuBefore
                candidates[index].rates.append(result.requestsPerSecond)
                candidates[index].cpuPerRequest.append(cpu * 1e6 / Double(max(result.requests, 1)))
            }
            let line = candidates.map { Measure.format($0.rates[round]) }.joined(separator: " ")
            print(
                "round \(round + 1): \(line)   typed/baseline "
                    + Measure.ratio(candidates[2].rates[round], candidates[0].rates[round]))
        }
        report(candidates, cpuIsServerOnly: load.isExternal)

        let before = Measure.memory().resident
        var served = 0
        while served < memoryRequests { served += try await load.run(url: typedUrl, seconds: 5).requests }
        let after = Measure.memory().resident
        print(
            String(
                format: "typed server RSS: %.1f MiB before, %.1f MiB after %d requests (%+.1f MiB)", before, after,
                served, after - before))
        await typed.stop()
        await raw.stop()
    }

    /// Medians per candidate with their ratio to the baseline's median, the median of the per-round ratios
    /// (each round's candidates ran back to back, so it is the least affected by drift), and the server's CPU
    /// time per request, which a noisy neighbour disturbs far less than throughput.
    private static func report(_ candidates: [Candidate], cpuIsServerOnly: Bool) {
        let baseline = candidates[0]
        let baselineMedian = Measure.median(baseline.rates)
        let baselineCPU = Measure.median(baseline.cpuPerRequest)
        print("route                              req/s (median)  ratio  per-round ratio  CPU µs/request")
        for candidate in candidates {
            let median = Measure.median(candidate.rates)
            let paired = Measure.median(zip(candidate.rates, baseline.rates).map { $0 / $1 })
            let cpu = Measure.median(candidate.cpuPerRequest)
            print(
                candidate.name.padding(toLength: 34, withPad: " ", startingAt: 0) + Measure.format(median) + "      "
                    + Measure.ratio(median, baselineMedian) + "   " + Measure.ratio(paired, 1) + "          "
                    + String(format: "%6.1f (%.2fx)", cpu, cpu / baselineCPU))
        }
        if !cpuIsServerOnly { print("(CPU includes the in-process load generator: install wrk for server-only CPU)") }
    }

    private static func startTypedHost() async throws -> RunningHost {
        let host = ServiceStackHost(name: "bench")
        host.register(Hello.self) { request, _ in
            let response = HelloResponse()
            response.result = "Hello, \(request.name ?? "")!"
            return response
        }
        return try await host.start()
    }

    private static func checkAnswer(_ url: String) async throws {
        let answer = try await LoadGenerator.fetch(url)
        guard answer.contains("Hello, bench!") else { throw BenchError.unexpected("\(url) answered: \(answer)") }
    }
}

/// The baselines: plain Hummingbird routes that read `name` from the query and answer `{"result":"Hello, …!"}`.
enum RawHelloServer {
    struct Reply: ResponseEncodable { let result: String }

    struct Running {
        let port: Int
        let services: ServiceGroup
        let task: Task<Void, any Error>
        var baseUrl: String { "http://127.0.0.1:\(port)/" }

        func stop() async {
            await services.triggerGracefulShutdown()
            _ = try? await task.value
        }
    }

    private static let sharedEncoder = JSONEncoder()

    static func start() async throws -> Running {
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
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        var logger = Logger(label: "raw")
        logger.logLevel = .warning
        let app = Application(
            router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in continuation.yield(channel.localAddress?.port ?? 0) }, logger: logger)
        let services = ServiceGroup(configuration: ServiceGroupConfiguration(services: [app], logger: logger))
        let task = Task { try await services.run() }
        for await port in ports { return Running(port: port, services: services, task: task) }
        throw BenchError.unexpected("raw server did not start")
    }
}
