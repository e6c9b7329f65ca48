import Foundation
import SQLiteKit
import ServiceStack
import ServiceStackAsyncHTTPClient
import ServiceStackAutoQuery
import ServiceStackServer

/// AutoQuery against the same queries written by hand with sql-kit, both served over HTTP by one host
/// from one SQLite table: p50/p99 latency of sequential calls and requests per second with calls in flight.
enum AutoQueryBench {
    static func run(rows: Int, calls: Int, concurrency: Int) async throws {
        let connection = try await SQLiteConnection.open(storage: .memory)
        let database = connection.sql()
        print("Seeding \(rows) rows...")
        try await AutoQueryBenchData.seed(database, count: rows)
        let host = ServiceStackHost(name: "bench-autoquery")
        try AutoQueryFeature(database: database, limits: AutoQueryLimits(defaultTake: 100, maxLimit: 1000))
            .register(SearchBenchItems.self, table: "BenchItem", on: host)
        AutoQueryBenchData.registerHandWritten(on: host, database: database)
        let running = try await host.start()
        let client = JsonServiceClient(baseUrl: running.baseUrl, transport: AsyncHTTPClientTransport())

        let cases:
            [(name: String, autoQuery: @Sendable () async throws -> Int, handWritten: @Sendable () async throws -> Int)] =
                [
                    (
                        "Contains search (nameContains=ber, take 50, total)",
                        {
                            let request = SearchBenchItems()
                            request.nameContains = "ber"
                            request.take = 50
                            request.include = "Total"
                            return try await client.getAsync(request).total ?? 0
                        },
                        {
                            let request = HandWrittenBenchQuery()
                            request.nameContains = "ber"
                            request.take = 50
                            return try await client.getAsync(request).total ?? 0
                        }
                    ),
                    (
                        "Paged ordered query (orderBy=price, skip 5000, take 50, total)",
                        {
                            let request = SearchBenchItems()
                            request.orderBy = "price"
                            request.skip = 5_000
                            request.take = 50
                            request.include = "Total"
                            return try await client.getAsync(request).results.count
                        },
                        {
                            let request = HandWrittenBenchQuery()
                            request.skip = 5_000
                            request.take = 50
                            return try await client.getAsync(request).results.count
                        }
                    ),
                ]
        print(
            "\(calls) sequential calls for latency, then \(calls) with \(concurrency) in flight, hand-written first.\n")
        print(
            "query                                                           p50 ms   p99 ms     req/s   vs hand-written"
        )
        for query in cases {
            let autoAnswer = try await query.autoQuery()
            let handAnswer = try await query.handWritten()
            guard autoAnswer == handAnswer else {
                print("  answers differ: AutoQuery \(autoAnswer), hand-written \(handAnswer)")
                continue
            }
            let hand = try await measure(calls: calls, concurrency: concurrency, query.handWritten)
            let auto = try await measure(calls: calls, concurrency: concurrency, query.autoQuery)
            print(query.name)
            print(line("  AutoQuery (QueryDb<BenchItem>)", auto, ratio: auto.throughput / hand.throughput))
            print(line("  hand-written sql-kit", hand, ratio: 1))
        }
        await running.stop()
        try await connection.close()
    }

    struct Sample {
        var p50: Double
        var p99: Double
        var throughput: Double
    }

    private static func measure(calls: Int, concurrency: Int, _ call: @escaping @Sendable () async throws -> Int)
        async throws -> Sample
    {
        for _ in 0..<min(50, calls) { _ = try await call() }
        var latencies: [Double] = []
        latencies.reserveCapacity(calls)
        let clock = ContinuousClock()
        for _ in 0..<calls {
            let elapsed = try await clock.measure { _ = try await call() }
            latencies.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
        }
        latencies.sort()
        let throughput = try await Measure.throughput(count: calls, concurrency: concurrency) { _ = try await call() }
        return Sample(
            p50: latencies[latencies.count / 2], p99: latencies[min(latencies.count - 1, latencies.count * 99 / 100)],
            throughput: throughput)
    }

    private static func line(_ label: String, _ sample: Sample, ratio: Double) -> String {
        label.padding(toLength: 60, withPad: " ", startingAt: 0)
            + String(format: "%9.2f%9.2f%10.0f%10.2fx", sample.p50, sample.p99, sample.throughput, ratio)
    }
}
