import Foundation
import Hummingbird
import Logging
import ServiceStackServer
import TestServices

/// `bench server`: requests per second of the typed `Hello` service against a raw Hummingbird JSON route doing
/// the same work, driven by `wrk` (or, without it, an in-process AsyncHTTPClient load), plus resident memory
/// before and after 100,000 typed requests.
enum ServerBench {
    static func run(seconds: Int, connections: Int, rounds: Int, memoryRequests: Int) async throws {
        let typed = try await startTypedHost()
        let raw = try await RawHelloServer.start()
        let typedUrl = typed.baseUrl + "api/Hello?name=bench"
        let rawUrl = "http://127.0.0.1:\(raw.port)/hello?name=bench"
        let load = LoadGenerator.detect(connections: connections)
        print("load: \(load.name)  connections: \(connections)  \(seconds) s per round, \(rounds) rounds")

        try await checkSameAnswer(typedUrl, rawUrl, load: load)
        _ = try await load.run(url: rawUrl, seconds: 1)
        _ = try await load.run(url: typedUrl, seconds: 1)

        var typedRates: [Double] = []
        var rawRates: [Double] = []
        for round in 0..<rounds {
            // Alternate which goes first so drift on a small machine hits both alike.
            let order = round.isMultiple(of: 2) ? [rawUrl, typedUrl] : [typedUrl, rawUrl]
            for url in order {
                let result = try await load.run(url: url, seconds: seconds)
                if url == rawUrl {
                    rawRates.append(result.requestsPerSecond)
                } else {
                    typedRates.append(result.requestsPerSecond)
                }
            }
        }
        let rawMedian = Measure.median(rawRates)
        let typedMedian = Measure.median(typedRates)
        print("route                          req/s (median)  ratio")
        print(
            "raw Hummingbird JSON route     " + Measure.format(rawMedian) + "      "
                + Measure.ratio(rawMedian, rawMedian))
        print(
            "typed Hello service            " + Measure.format(typedMedian) + "      "
                + Measure.ratio(typedMedian, rawMedian))

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

    private static func startTypedHost() async throws -> RunningHost {
        let host = ServiceStackHost(name: "bench")
        host.register(Hello.self) { request, _ in
            let response = HelloResponse()
            response.result = "Hello, \(request.name ?? "")!"
            return response
        }
        return try await host.start()
    }

    private static func checkSameAnswer(_ typedUrl: String, _ rawUrl: String, load: LoadGenerator) async throws {
        let typed = try await LoadGenerator.fetch(typedUrl)
        let raw = try await LoadGenerator.fetch(rawUrl)
        guard typed.contains("Hello, bench!"), raw.contains("Hello, bench!") else {
            throw BenchError.unexpected("typed: \(typed) raw: \(raw)")
        }
    }
}

/// The baseline: a plain Hummingbird route that reads `name` from the query and writes JSON with `JSONEncoder`.
enum RawHelloServer {
    struct Reply: Encodable { let result: String }

    struct Running {
        let port: Int
        let task: Task<Void, any Error>
        func stop() async {
            task.cancel()
            _ = try? await task.value
        }
    }

    static func start() async throws -> Running {
        let router = Router()
        router.get("/hello") { request, _ -> Response in
            let name = request.uri.queryParameters.get("name") ?? ""
            let body = try JSONEncoder().encode(Reply(result: "Hello, \(name)!"))
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
        let task = Task { try await app.runService() }
        for await port in ports { return Running(port: port, task: task) }
        throw BenchError.unexpected("raw server did not start")
    }
}
