import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import ServiceStack
import ServiceStackAsyncHTTPClient
import ServiceStackServer
import TestServices

/// `bench client`: round-trips per second of each transport against the same local server, as ratios to a
/// raw AsyncHTTPClient + JSONEncoder/JSONDecoder baseline (and the URLSession transport's to a raw URLSession one),
/// plus memory after 1,000 and 10,000 calls.
enum ClientBench {
    struct Row {
        let name: String
        var sequential = 0.0
        var concurrent = 0.0
        var residentAfter1k = 0.0
        var residentAfter10k = 0.0
    }

    static func run(calls: Int, concurrency: Int, rounds: Int, official: OfficialClient? = nil) async throws {
        let server = try await startTestServer()
        let baseUrl = server.baseUrl
        print("server: \(baseUrl)  calls per round: \(calls)  concurrency: \(concurrency)  rounds: \(rounds)")

        let candidates: [(String, @Sendable () async throws -> Void)] = try Self.candidates.map {
            ($0.name, try call(candidate: $0.side, baseUrl: baseUrl))
        }
        var rows = candidates.map { Row(name: $0.0) }
        for (_, call) in candidates { _ = try await Measure.throughput(count: 500, concurrency: 4, call) }

        // Rounds alternate the candidates (the official client, in its own process, is the last one) so drift on a
        // small machine hits them alike; medians are reported.
        let turns = candidates.count + (official == nil ? 0 : 1)
        var sequential = Array(repeating: [Double](), count: turns)
        var concurrent = sequential
        for round in 0..<rounds {
            for index in rotated(Array(0..<turns), by: round) {
                if index == candidates.count, let official {
                    let rates = try official.measure(url: baseUrl, calls: calls, concurrency: concurrency)
                    sequential[index].append(rates.sequential)
                    concurrent[index].append(rates.concurrent)
                    continue
                }
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
        if official != nil {
            var row = Row(name: "ServiceStack.Swift 6.0.5")
            row.sequential = Measure.median(sequential[candidates.count])
            row.concurrent = Measure.median(concurrent[candidates.count])
            rows.append(row)
        }
        print(report(rows, hasOfficial: official != nil))
        for (transport, baseline) in comparisons {
            print(
                "\(rows[transport].name) vs \(rows[baseline].name): seq "
                    + Measure.ratio(rows[transport].sequential, rows[baseline].sequential) + "  \(concurrency)-way "
                    + Measure.ratio(rows[transport].concurrent, rows[baseline].concurrent))
        }
        print(String(format: "peak RSS of the process: %.1f MiB", Measure.memory().peak))
        await server.stop()
    }

    /// Makes `calls` sequential calls with one candidate and nothing else, so a profiler sees only that.
    static func profile(candidate: String, calls: Int) async throws {
        let server = try await startTestServer()
        let call = try call(candidate: candidate, baseUrl: server.baseUrl)
        let rate = try await Measure.throughput(count: calls, concurrency: 1, call)
        print(String(format: "%@: %d calls, %.0f calls/s", candidate, calls, rate))
        await server.stop()
    }

    /// Makes `operations` calls, `concurrency` at a time, with one candidate against the server at `baseUrl`
    /// (another process's), for callgrind: only the client's instructions are counted.
    static func side(_ candidate: String, baseUrl: String, operations: Int, concurrency: Int) async throws {
        let call = try call(candidate: candidate, baseUrl: baseUrl)
        _ = try await Measure.throughput(count: operations, concurrency: max(concurrency, 1), call)
    }

    /// Instructions per call of each candidate, one call at a time and then `concurrency` at a time, counted by
    /// callgrind in a process that only makes calls; the server runs in this process, which callgrind does not
    /// trace.
    static func instructions(operations: Int, concurrency: Int, official: OfficialClient?) async throws {
        let server = try await startTestServer()
        let baseUrl = server.baseUrl
        print("server: \(baseUrl) (not counted)  calls per callgrind run: \(operations) and \(2 * operations)")
        for inFlight in [1, concurrency] {
            print(inFlight == 1 ? "one call at a time:" : "\(inFlight) calls at a time:")
            try instructions(baseUrl: baseUrl, operations: operations, concurrency: inFlight, official: official)
        }
        await server.stop()
    }

    private static func instructions(
        baseUrl: String, operations: Int, concurrency: Int, official: OfficialClient?
    ) throws {
        var rows: [(name: String, instructions: Double)] = []
        for (name, candidate) in candidates {
            let arguments = ["client", "--side", candidate, "--url", baseUrl, "--concurrency", "\(concurrency)"]
            rows.append((name, try Callgrind.instructionsPerOperation(arguments, operations: operations)))
        }
        if let official {
            let perCall = try Callgrind.instructionsPerOperation(
                ["--url", baseUrl, "--concurrency", "\(concurrency)"], operations: operations,
                executable: official.executable)
            rows.append(("ServiceStack.Swift 6.0.5", perCall))
        }
        print(Callgrind.report(rows))
        for (transport, baseline) in comparisons {
            print(
                String(
                    format: "%@: %.2f× the instructions of %@", rows[transport].name,
                    rows[transport].instructions / rows[baseline].instructions, rows[baseline].name))
        }
        if official != nil, let official = rows.last {
            for row in rows.dropFirst().dropLast() {
                print(
                    String(
                        format: "%@: %.2f× fewer instructions than the official client", row.name,
                        official.instructions / row.instructions))
            }
        }
    }

    /// The measured candidates, in report order: each transport follows the raw call it is compared with. The
    /// AsyncHTTPClient transport uses AsyncHTTPClient's event-loop API (its deadline needs no cooperative thread), so
    /// its like-for-like floor is a raw call on that API; the raw call on the async API is every ratio's baseline.
    static let candidates = [
        (name: "raw AHC + JSONCoder", side: "raw"), (name: "raw AHC event-loop API", side: "raw-eventloop"),
        (name: "AsyncHTTPClient transport", side: "ahc"), (name: "raw URLSession + JSONCoder", side: "raw-urlsession"),
        (name: "URLSession transport", side: "urlsession"),
    ]

    /// Each transport's index in `candidates` with the index of the raw call it is compared with.
    static let comparisons = [(transport: 2, baseline: 1), (transport: 4, baseline: 3)]

    /// One call of `candidate` (raw, raw-eventloop, raw-urlsession, ahc, ahc-shared or urlsession) to the test server
    /// at `baseUrl`.
    static func call(candidate: String, baseUrl: String) throws -> @Sendable () async throws -> Void {
        switch candidate {
        case "raw":
            let raw = RawBaseline(url: baseUrl + "api/Hello")
            return { try await raw.call() }
        case "raw-eventloop":
            let raw = RawEventLoopBaseline(url: baseUrl + "api/Hello")
            return { try await raw.call() }
        case "raw-urlsession":
            let raw = try RawURLSessionBaseline(url: baseUrl + "api/Hello")
            return { try await raw.call() }
        case "ahc-shared":
            let client = JsonServiceClient(baseUrl: baseUrl, transport: AsyncHTTPClientTransport(httpClient: .shared))
            client.cookieStore = InMemoryCookieStore()
            return { try await callHello(client) }
        case "ahc":
            let client = JsonServiceClient(baseUrl: baseUrl, transport: AsyncHTTPClientTransport())
            client.cookieStore = InMemoryCookieStore()
            return { try await callHello(client) }
        case "urlsession":
            let client = JsonServiceClient(baseUrl: baseUrl)
            client.cookieStore = InMemoryCookieStore()
            return { try await callHello(client) }
        default:
            throw BenchError.unexpected(
                "unknown candidate \(candidate): use raw, raw-eventloop, raw-urlsession, ahc, ahc-shared or urlsession")
        }
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

    /// Each row's rates and their ratios to the first row's (raw AsyncHTTPClient), and to the last row's when it is
    /// the official client (which runs in its own process, so it has no memory readings).
    static func report(_ rows: [Row], hasOfficial: Bool = false) -> String {
        guard let baseline = rows.first, let last = rows.last else { return "" }
        let official = hasOfficial ? last : nil
        var lines = [
            "transport                   seq req/s  ratio   32-way req/s  ratio   RSS@1k MiB  RSS@10k MiB"
                + (official == nil ? "" : "   vs official: seq  32-way")
        ]
        for row in rows {
            let memory =
                official != nil && row.name == last.name
                ? String(repeating: " ", count: 11) + "-" + String(repeating: " ", count: 12) + "-"
                : String(format: "   %9.1f  %11.1f", row.residentAfter1k, row.residentAfter10k)
            var line =
                row.name.padding(toLength: 26, withPad: " ", startingAt: 0) + Measure.format(row.sequential) + "  "
                + Measure.ratio(row.sequential, baseline.sequential) + "     " + Measure.format(row.concurrent)
                + "  " + Measure.ratio(row.concurrent, baseline.concurrent) + memory
            if let official {
                line +=
                    "                " + Measure.ratio(row.sequential, official.sequential) + "   "
                    + Measure.ratio(row.concurrent, official.concurrent)
            }
            lines.append(line)
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
