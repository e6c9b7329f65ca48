import Foundation
import SQLKit
import ServiceStack
import ServiceStackAutoQuery
import ServiceStackServer

/// `bench autoquery`: latency (p50/p99) and requests per second of AutoQuery against the same queries
/// hand-written in SQL, both served by one host over one database (SQLite or PostgreSQL) of generated rows;
/// then AutoQuery CRUD's create and update against the same statements hand-written with sql-kit.
enum AutoQueryBench {
    struct Case {
        let name: String
        let autoQueryPath: String
        let handWrittenPath: String
    }

    static let cases = [
        Case(
            name: "Contains search",
            autoQueryPath: "api/QueryBenchTechnologies?NameContains=ology%204242&take=100",
            handWrittenPath: "api/HandWrittenBenchQuery?nameContains=ology%204242&take=100"),
        Case(
            name: "paged, ordered",
            autoQueryPath: "api/QueryBenchTechnologies?orderBy=-Year,Name&skip=5000&take=50",
            handWrittenPath: "api/HandWrittenBenchQuery?skip=5000&take=50"),
    ]

    static func run(
        rows: Int, seconds: Int, rounds: Int, connections: Int, database target: AutoQueryBenchDatabase
    ) async throws {
        try await target.open(connections: connections) { database in
            try await AutoQueryBenchData.seed(database, count: rows)
            try await run(
                database, engine: target.engine, name: target.name, rows: rows, seconds: seconds, rounds: rounds,
                connections: connections)
        }
    }

    private static func run(
        _ database: any SQLDatabase, engine: any SQLEngine, name: String, rows: Int, seconds: Int, rounds: Int,
        connections: Int
    ) async throws {
        let host = ServiceStackHost(name: "bench-autoquery")
        let feature = AutoQueryFeature(database: database, engine: engine)
        try feature.register(QueryBenchTechnologies.self, on: host)
        AutoQueryBenchData.registerHandWritten(on: host, database: database)
        try AutoQueryCrudBenchData.register(on: host, feature: feature, database: database)
        let running = try await host.start()
        let load = LatencyLoad.detect(connections: connections)
        print(
            "database: \(name)  rows: \(rows)  load: \(load.name)  connections: \(connections)  "
                + "\(seconds) s x \(rounds) rounds"
        )

        for benchCase in cases {
            let autoQueryUrl = running.baseUrl + benchCase.autoQueryPath
            let handWrittenUrl = running.baseUrl + benchCase.handWrittenPath
            try await checkSameAnswer(autoQueryUrl, handWrittenUrl)
            var autoQuery: [LatencyLoad.Result] = []
            var handWritten: [LatencyLoad.Result] = []
            for round in 0..<rounds {
                // Alternate which goes first so drift on a small machine hits both alike.
                if round.isMultiple(of: 2) {
                    handWritten.append(try await load.run(url: handWrittenUrl, seconds: seconds))
                    autoQuery.append(try await load.run(url: autoQueryUrl, seconds: seconds))
                } else {
                    autoQuery.append(try await load.run(url: autoQueryUrl, seconds: seconds))
                    handWritten.append(try await load.run(url: handWrittenUrl, seconds: seconds))
                }
            }
            report(benchCase.name, autoQuery: autoQuery, handWritten: handWritten)
        }
        try await AutoQueryCrudBench.run(
            baseUrl: running.baseUrl, database: database, rows: rows, load: load, seconds: seconds, rounds: rounds)
        await running.stop()
    }

    private static func checkSameAnswer(_ autoQueryUrl: String, _ handWrittenUrl: String) async throws {
        let autoQuery = try await LoadGenerator.fetch(autoQueryUrl)
        let handWritten = try await LoadGenerator.fetch(handWrittenUrl)
        func rows(_ text: String) throws -> [BenchTechnology] {
            try JSONDecoder().decode(QueryResponse<BenchTechnology>.self, from: Data(text.utf8)).results
        }
        guard try rows(autoQuery) == rows(handWritten), try !rows(autoQuery).isEmpty else {
            throw BenchError.unexpected(
                "answers differ:\nAutoQuery: \(autoQuery.prefix(300))\nSQL: \(handWritten.prefix(300))")
        }
    }

    static func report(_ name: String, autoQuery: [LatencyLoad.Result], handWritten: [LatencyLoad.Result]) {
        func medians(_ results: [LatencyLoad.Result]) -> (rate: Double, p50: Double, p99: Double) {
            (
                Measure.median(results.map(\.requestsPerSecond)), Measure.median(results.map(\.p50)),
                Measure.median(results.map(\.p99))
            )
        }
        let auto = medians(autoQuery)
        let sql = medians(handWritten)
        print("\n\(name)                 req/s   p50 ms   p99 ms   req/s ratio")
        for (label, value) in [("hand-written SQL ", sql), ("AutoQuery        ", auto)] {
            print(
                label + Measure.format(value.rate)
                    + String(format: "  %7.2f  %7.2f   ", value.p50, value.p99) + Measure.ratio(value.rate, sql.rate))
        }
    }
}
