import Foundation
import SQLKit
import ServiceStack
import ServiceStackAutoQuery
import ServiceStackServer
import ServiceStackServerTesting

/// A database of either kind seeded with `Technology.rows`, and a host serving AutoQuery over it.
struct AutoQueryFixture {
    let client: HostTestClient
    let database: any SQLDatabase

    /// The host's base URL (in memory, or 127.0.0.1 when live).
    var baseUrl: String { client.baseUrl }

    /// Runs `body` against a fresh database and host, then closes them. Live by default, for the scratch program
    /// that queries the host from another process; every other test passes `.inMemory`.
    static func with(
        _ kind: DatabaseKind, _ setup: HostTestSetup = .live, limits: AutoQueryLimits = AutoQueryLimits(),
        _ body: (AutoQueryFixture) async throws -> Void
    ) async throws {
        try await kind.withDatabase { database in
            try await seed(database)
            let host = ServiceStackHost(name: "autoquery-tests")
            let feature = AutoQueryFeature(database: database, engine: kind.engine, limits: limits)
            try feature.register(FindTechnologies.self, on: host)
            try feature.register(QueryTechnologies.self, table: "Technology", on: host)
            try feature.register(SearchTechnologies.self, on: host)
            try feature.register(QueryTechnologySummaries.self, on: host)
            try await host.test(setup) { client in
                try await body(AutoQueryFixture(client: client, database: database))
            }
        }
    }

    static func seed(_ database: any SQLDatabase) async throws {
        try await database.create(table: "Technology")
            .column("id", type: .int, .primaryKey(autoIncrement: false))
            .column("name", type: .text, .notNull)
            .column("vendor", type: .text)
            .column("year", type: .int, .notNull)
            .column("rating", type: .double)
            .column("isOpenSource", type: .boolean, .notNull)
            .column("created", type: .timestamp, .notNull)
            .run()
        try await database.insert(into: "Technology").models(Technology.rows, nilEncodingStrategy: .asNil).run()
    }

    /// The number of rows left in the table.
    func rowCount() async throws -> Int {
        let row = try await database.select().column(SQLFunction("COUNT", args: SQLLiteral.all), as: "n")
            .from("Technology").first()
        return try row?.decode(column: "n", as: Int.self) ?? -1
    }

    /// A GET of `pathAndQuery` (e.g. `api/QueryTechnologies?x=1`) with its status and `ResponseStatus`.
    func raw(_ pathAndQuery: String) async throws -> (status: Int, responseStatus: ResponseStatus?, body: Data) {
        Self.parts(try await client.execute("GET", pathAndQuery))
    }

    /// A POST of the url-encoded `form` to `path`, for filters too long for a URL.
    func postForm(_ path: String, _ form: String) async throws -> (
        status: Int, responseStatus: ResponseStatus?, body: Data
    ) {
        let response = try await client.execute(
            "POST", path, headers: ["Content-Type": "application/x-www-form-urlencoded"], body: Data(form.utf8))
        return Self.parts(response)
    }

    /// The status, `ResponseStatus` and body of a raw response.
    static func parts(_ response: HostTestResponse) -> (status: Int, responseStatus: ResponseStatus?, body: Data) {
        (response.status, response.responseStatus, response.body)
    }

    /// The expected rows, in id order.
    static func expected(_ predicate: (Technology) -> Bool) -> [Int] {
        Technology.rows.filter(predicate).map(\.id)
    }
}
