import AsyncHTTPClient
import Foundation
import NIOCore
import ServiceStack
import ServiceStackAsyncHTTPClient
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

    static func run(calls: Int, concurrency: Int) async throws {
        let server = try await startTestServer()
        let baseUrl = server.baseUrl
        print("server: \(baseUrl)  calls: \(calls)  concurrency: \(concurrency)")

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
        var rows: [Row] = []
        for (name, call) in candidates {
            var row = Row(name: name)
            _ = try await Measure.throughput(count: 200, concurrency: 4, call)
            row.sequential = try await Measure.throughput(count: calls / 4, concurrency: 1, call)
            row.concurrent = try await Measure.throughput(count: calls, concurrency: concurrency, call)
            _ = try await Measure.throughput(count: 1_000, concurrency: concurrency, call)
            row.residentAfter1k = Measure.memory().resident
            _ = try await Measure.throughput(count: 10_000, concurrency: concurrency, call)
            row.residentAfter10k = Measure.memory().resident
            rows.append(row)
        }
        print(report(rows))
        print(String(format: "peak RSS of the process: %.1f MiB", Measure.memory().peak))
        await server.stop()
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
