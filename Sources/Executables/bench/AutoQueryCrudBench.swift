import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import SQLKit
import ServiceStack

/// `bench autoquery`'s writes: create and update through AutoQuery CRUD against the same statements written by
/// hand with sql-kit, both served by the query benchmark's host and database.
enum AutoQueryCrudBench {
    struct Case {
        let name: String
        let method: String
        let autoQueryPath: String
        let handWrittenPath: String
        /// The JSON body of one call, distinct per caller and call.
        let body: @Sendable (_ caller: Int, _ index: Int) -> String
    }

    static func cases(rows: Int) -> [Case] {
        [
            Case(
                name: "create", method: "POST", autoQueryPath: "api/CreateBenchTechnology",
                handWrittenPath: "api/HandWrittenBenchCreate"
            ) { caller, index in
                #"{"name":"Created \#(caller)-\#(index)","vendor":"Bench","year":2001,"rating":4.5}"#
            },
            Case(
                name: "update", method: "PUT", autoQueryPath: "api/UpdateBenchTechnology",
                handWrittenPath: "api/HandWrittenBenchUpdate"
            ) { caller, index in
                let id = ((caller + 2) * 7_919 + index) % rows + 1
                return #"{"id":\#(id),"name":"Updated \#(caller)-\#(index)","vendor":"Bench","year":2002,"rating":1.5}"#
            },
        ]
    }

    static func run(
        baseUrl: String, database: any SQLDatabase, rows: Int, load: LatencyLoad, seconds: Int, rounds: Int
    ) async throws {
        for benchCase in cases(rows: rows) {
            let autoQueryUrl = baseUrl + benchCase.autoQueryPath
            let handWrittenUrl = baseUrl + benchCase.handWrittenPath
            try await checkSameRow(benchCase, autoQueryUrl, handWrittenUrl, database: database)
            var autoQuery: [LatencyLoad.Result] = []
            var handWritten: [LatencyLoad.Result] = []
            func measure(_ url: String) async throws -> LatencyLoad.Result {
                try await load.runInProcess(seconds: seconds) { caller, index in
                    _ = try await send(benchCase.method, url, benchCase.body(caller, index))
                }
            }
            // An even number of rounds, so each service goes first as often: the database grows as writes run.
            for round in 0..<(2 * rounds) {
                if round.isMultiple(of: 2) {
                    handWritten.append(try await measure(handWrittenUrl))
                    autoQuery.append(try await measure(autoQueryUrl))
                } else {
                    autoQuery.append(try await measure(autoQueryUrl))
                    handWritten.append(try await measure(handWrittenUrl))
                }
            }
            AutoQueryBench.report("AutoQuery CRUD \(benchCase.name)", autoQuery: autoQuery, handWritten: handWritten)
        }
    }

    /// Both services answer an id, and the rows they wrote hold the same values.
    private static func checkSameRow(
        _ benchCase: Case, _ autoQueryUrl: String, _ handWrittenUrl: String, database: any SQLDatabase
    ) async throws {
        var written: [BenchTechnology] = []
        for url in [autoQueryUrl, handWrittenUrl] {
            let answer = try await send(benchCase.method, url, benchCase.body(-1, 0))
            let id = try JSONDecoder().decode(IdResponse.self, from: Data(answer.utf8)).id.flatMap { Int($0) }
            let row = try await database.select().columns("*").from(AutoQueryBenchData.table)
                .where("id", .equal, id).first(decoding: BenchTechnology.self)
            guard var row else { throw BenchError.unexpected("\(url) answered \(answer.prefix(300))") }
            row.id = 0
            written.append(row)
        }
        guard written.count == 2, written[0] == written[1] else {
            throw BenchError.unexpected("\(benchCase.name): the rows written differ: \(written)")
        }
    }

    /// One JSON call through `HTTPClient.shared`; the body as text.
    private static func send(_ method: String, _ url: String, _ json: String) async throws -> String {
        var request = HTTPClientRequest(url: url)
        request.method = .init(rawValue: method)
        request.headers.add(name: "Content-Type", value: "application/json")
        request.body = .bytes(ByteBuffer(string: json))
        let response = try await HTTPClient.shared.execute(request, timeout: .seconds(30))
        let body = try await response.body.collect(upTo: 1 << 20)
        guard response.status == .ok else { throw BenchError.unexpected("\(url): \(response.status)") }
        return String(buffer: body)
    }
}
