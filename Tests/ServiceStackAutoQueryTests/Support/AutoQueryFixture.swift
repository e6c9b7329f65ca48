import Foundation
import SQLKit
import SQLiteKit
import ServiceStack
import ServiceStackAutoQuery
import ServiceStackServer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An in-memory SQLite database seeded with `Technology.rows`, served by a host on a free port.
struct AutoQueryFixture {
    let client: JsonServiceClient
    let database: any SQLDatabase
    let baseUrl: String

    /// Runs `body` against a fresh database and host, then stops and closes them.
    static func with(
        limits: AutoQueryLimits = AutoQueryLimits(), _ body: (AutoQueryFixture) async throws -> Void
    ) async throws {
        let connection = try await SQLiteConnection.open(storage: .memory)
        let database = connection.sql()
        try await seed(database)
        let host = ServiceStackHost(name: "autoquery-tests")
        let feature = AutoQueryFeature(database: database, limits: limits)
        try feature.register(FindTechnologies.self, on: host)
        try feature.register(QueryTechnologies.self, table: "Technology", on: host)
        try feature.register(SearchTechnologies.self, on: host)
        try feature.register(QueryTechnologySummaries.self, on: host)
        let running = try await host.start()
        let fixture = AutoQueryFixture(
            client: JsonServiceClient(baseUrl: running.baseUrl), database: database, baseUrl: running.baseUrl)
        do {
            try await body(fixture)
        } catch {
            await running.stop()
            try await connection.close()
            throw error
        }
        await running.stop()
        try await connection.close()
    }

    static func seed(_ database: any SQLDatabase) async throws {
        try await database.create(table: "Technology")
            .column("id", type: .int, .primaryKey(autoIncrement: false))
            .column("name", type: .text, .notNull)
            .column("vendor", type: .text)
            .column("year", type: .int, .notNull)
            .column("rating", type: .real)
            .column("isOpenSource", type: .int, .notNull)
            .column("created", type: .real, .notNull)
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
        try await Self.get(baseUrl, pathAndQuery)
    }

    /// A POST of the url-encoded `form` to `path`, for filters too long for a URL.
    func postForm(_ path: String, _ form: String) async throws -> (
        status: Int, responseStatus: ResponseStatus?, body: Data
    ) {
        guard let url = URL(string: baseUrl + path) else { throw ServiceClientError.invalidUrl(path) }
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
        request.httpBody = Data(form.utf8)
        return try await Self.send(request)
    }

    /// One transport for every raw request, so the tests reuse connections rather than open one per request.
    private static let transport = URLSessionTransport()

    /// A GET of `pathAndQuery` below `baseUrl` with its status and `ResponseStatus`.
    static func get(_ baseUrl: String, _ pathAndQuery: String) async throws -> (
        status: Int, responseStatus: ResponseStatus?, body: Data
    ) {
        guard let url = URL(string: baseUrl + pathAndQuery) else { throw ServiceClientError.invalidUrl(pathAndQuery) }
        return try await send(URLRequest(url: url))
    }

    private static func send(_ request: URLRequest) async throws -> (
        status: Int, responseStatus: ResponseStatus?, body: Data
    ) {
        let response = try await transport.send(request)
        struct ErrorBody: Decodable { var responseStatus: ResponseStatus? }
        let status = (try? JSONDecoder().decode(ErrorBody.self, from: response.data))?.responseStatus
        return (response.statusCode, status, response.data)
    }

    /// The expected rows, in id order.
    static func expected(_ predicate: (Technology) -> Bool) -> [Int] {
        Technology.rows.filter(predicate).map(\.id)
    }
}
