import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import ServiceStack
import ServiceStackAsyncHTTPClient
import ServiceStackServer
import TestServices

/// `bench client`: round-trips per second of each transport against the same local server, as ratios to a
/// raw AsyncHTTPClient + JSONEncoder/JSONDecoder baseline, plus memory after 1,000 and 10,000 calls.
enum ClientBench {
    struct Row {
        let name: String
        var sequential = 0.0
        var concurrent = 0.0
        var residentAfter1k = 0.0
        var residentAfter10k = 0.0
    }

    static func run(calls: Int, concurrency: Int, rounds: Int) async throws {
        let server = try await startTestServer()
        let baseUrl = server.baseUrl
        print("server: \(baseUrl)  calls per round: \(calls)  concurrency: \(concurrency)  rounds: \(rounds)")

        let urlSessionClient = JsonServiceClient(baseUrl: baseUrl)
        urlSessionClient.cookieStore = InMemoryCookieStore()
        let ahcClient = JsonServiceClient(baseUrl: baseUrl, transport: AsyncHTTPClientTransport())
        ahcClient.cookieStore = InMemoryCookieStore()
        let raw = RawBaseline(url: baseUrl + "api/Hello")

        let candidates: [(String, @Sendable () async throws -> Void)] = [
            ("raw AHC + JSONCoder", { try await raw.call() }),
            ("AsyncHTTPClient transport", { try await callHello(ahcClient) }),
            ("URLSession transport", { try await callHello(urlSessionClient) }),
        ]
        var rows = candidates.map { Row(name: $0.0) }
        for (_, call) in candidates { _ = try await Measure.throughput(count: 500, concurrency: 4, call) }

        // Rounds alternate the transports so drift on a small machine hits them alike; medians are reported.
        var sequential = Array(repeating: [Double](), count: candidates.count)
        var concurrent = sequential
        for round in 0..<rounds {
            for index in rotated(Array(candidates.indices), by: round) {
                let call = candidates[index].1
                sequential[index].append(try await Measure.throughput(count: calls / 8, concurrency: 1, call))
                concurrent[index].append(try await Measure.throughput(count: calls, concurrency: concurrency, call))
            }
        }
        for index in candidates.indices {
            let call = candidates[index].1
            rows[index].sequential = Measure.median(sequential[index])
            rows[index].concurrent = Measure.median(concurrent[index])
            _ = try await Measure.throughput(count: 1_000, concurrency: concurrency, call)
            rows[index].residentAfter1k = Measure.memory().resident
            _ = try await Measure.throughput(count: 10_000, concurrency: concurrency, call)
            rows[index].residentAfter10k = Measure.memory().resident
        }
        print(report(rows))
        print(String(format: "peak RSS of the process: %.1f MiB", Measure.memory().peak))
        await server.stop()
    }

    /// Makes `calls` sequential calls with one candidate and nothing else, so a profiler sees only that.
    static func profile(candidate: String, calls: Int) async throws {
        let server = try await startTestServer()
        let call: @Sendable () async throws -> Void
        switch candidate {
        case "raw":
            let raw = RawBaseline(url: server.baseUrl + "api/Hello")
            call = { try await raw.call() }
        case "ahc-shared":
            let client = JsonServiceClient(
                baseUrl: server.baseUrl, transport: AsyncHTTPClientTransport(httpClient: .shared))
            client.cookieStore = InMemoryCookieStore()
            call = { try await callHello(client) }
        case "ahc":
            let client = JsonServiceClient(baseUrl: server.baseUrl, transport: AsyncHTTPClientTransport())
            client.cookieStore = InMemoryCookieStore()
            call = { try await callHello(client) }
        case "urlsession":
            let client = JsonServiceClient(baseUrl: server.baseUrl)
            client.cookieStore = InMemoryCookieStore()
            call = { try await callHello(client) }
        default: throw BenchError.unexpected("unknown candidate \(candidate): use raw, ahc, ahc-shared or urlsession")
        }
        let rate = try await Measure.throughput(count: calls, concurrency: 1, call)
        print(String(format: "%@: %d calls, %.0f calls/s", candidate, calls, rate))
        await server.stop()
    }

    static func rotated<T>(_ items: [T], by offset: Int) -> [T] {
        let shift = offset % items.count
        return Array(items[shift...] + items[..<shift])
    }

    @Sendable static func callHello(_ client: JsonServiceClient) async throws {
        let request = Hello()
        request.name = "bench"
        let response = try await client.postAsync(request)
        guard response.result == "Hello, bench!" else { throw BenchError.unexpected(response.result ?? "nil") }
    }

    static func report(_ rows: [Row]) -> String {
        guard let baseline = rows.first else { return "" }
        var lines = [
            "transport                   seq req/s  ratio   32-way req/s  ratio   RSS@1k MiB  RSS@10k MiB"
        ]
        for row in rows {
            lines.append(
                row.name.padding(toLength: 26, withPad: " ", startingAt: 0) + Measure.format(row.sequential) + "  "
                    + Measure.ratio(row.sequential, baseline.sequential) + "     " + Measure.format(row.concurrent)
                    + "  " + Measure.ratio(row.concurrent, baseline.concurrent)
                    + String(format: "   %9.1f  %11.1f", row.residentAfter1k, row.residentAfter10k))
        }
        return lines.joined(separator: "\n")
    }
}

enum BenchError: Error {
    case unexpected(String)
}

/// The same call with no client library: AsyncHTTPClient plus Foundation's JSON coders.
struct RawBaseline: Sendable {
    struct Request: Codable { var name: String }
    struct Response: Codable { var result: String? }
    let url: String

    func call() async throws {
        var request = HTTPClientRequest(url: url)
        request.method = .POST
        request.headers.add(name: "Content-Type", value: "application/json")
        request.headers.add(name: "Accept", value: "application/json")
        request.body = .bytes(ByteBuffer(bytes: try JSONEncoder().encode(Request(name: "bench"))))
        let response = try await HTTPClient.shared.execute(request, timeout: .seconds(30))
        let body = try await response.body.collect(upTo: 1 << 20)
        let decoded = try JSONDecoder().decode(Response.self, from: Data(body.readableBytesView))
        guard decoded.result == "Hello, bench!" else { throw BenchError.unexpected(decoded.result ?? "nil") }
    }
}
