import Foundation
import ServiceStack
import ServiceStackAsyncHTTPClient
import ServiceStackServer
import ServiceStackServerTesting
import TestServices

/// `bench harness`: round-trips per second of `Hello` through the in-memory harness and over loopback HTTP
/// (AsyncHTTPClient and URLSession transports) against the same host, measured alternately in one run.
enum HarnessBench {
    static func run(calls: Int, concurrency: Int, rounds: Int) async throws {
        let host = try await makeTestHost()
        let server = try await host.start(port: 0)
        #if DEBUG
            let build = "debug"
        #else
            let build = "release"
        #endif
        print(
            "\(build) build  server: \(server.baseUrl)  calls: \(calls)  concurrency: \(concurrency)  rounds: \(rounds)"
        )

        let inMemory = JsonServiceClient(baseUrl: server.baseUrl, transport: InMemoryTransport(host: host))
        let ahc = JsonServiceClient(baseUrl: server.baseUrl, transport: AsyncHTTPClientTransport())
        ahc.cookieStore = InMemoryCookieStore()
        let urlSession = JsonServiceClient(baseUrl: server.baseUrl)
        urlSession.cookieStore = InMemoryCookieStore()
        let candidates: [(String, @Sendable () async throws -> Void)] = [
            ("loopback HTTP, AsyncHTTPClient", { try await ClientBench.callHello(ahc) }),
            ("loopback HTTP, URLSession", { try await ClientBench.callHello(urlSession) }),
            ("in-memory harness", { try await ClientBench.callHello(inMemory) }),
        ]
        for (_, call) in candidates { _ = try await Measure.throughput(count: 200, concurrency: 4, call) }

        var sequential = Array(repeating: [Double](), count: candidates.count)
        var concurrent = sequential
        for round in 0..<rounds {
            for index in ClientBench.rotated(Array(candidates.indices), by: round) {
                let call = candidates[index].1
                sequential[index].append(try await Measure.throughput(count: calls / 4, concurrency: 1, call))
                concurrent[index].append(try await Measure.throughput(count: calls, concurrency: concurrency, call))
            }
        }
        let baseSequential = Measure.median(sequential[0])
        let baseConcurrent = Measure.median(concurrent[0])
        print("transport                        seq req/s  ratio   \(concurrency)-way req/s  ratio")
        for index in candidates.indices {
            let seq = Measure.median(sequential[index])
            let con = Measure.median(concurrent[index])
            print(
                candidates[index].0.padding(toLength: 31, withPad: " ", startingAt: 0) + Measure.format(seq) + "  "
                    + Measure.ratio(seq, baseSequential) + "     " + Measure.format(con) + "  "
                    + Measure.ratio(con, baseConcurrent))
        }
        await server.stop()
    }
}
