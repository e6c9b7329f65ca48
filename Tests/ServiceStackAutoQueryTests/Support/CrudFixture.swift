import Foundation
import SQLKit
import ServiceStack
import ServiceStackAutoQuery
import ServiceStackServer
import ServiceStackServerTesting
import ServiceStackWire

/// A database of either kind with an empty `Rocket` table (and its `RocketTag` join table), and a host
/// serving every CRUD request of `CrudDtos.swift` over it, with credentials auth.
struct CrudFixture {
    let client: HostTestClient
    let database: any SQLDatabase
    /// What `afterCommit` saw, in order: `"<operation> <id>"`.
    let commits: Locked<[String]>
    /// `deletedBy` of the row a `HardDeleteAuditedRocket` removed, as `afterWrite` saw it.
    let deletedBy: Locked<[String]>

    static func with(
        _ kind: DatabaseKind, _ setup: HostTestSetup = .inMemory, _ body: (CrudFixture) async throws -> Void
    ) async throws {
        try await kind.withDatabase { database in
            try await createTables(database)
            try await serve(database, engine: kind.engine) { host, commits, deletedBy in
                try await host.test(setup) { client in
                    try await body(
                        CrudFixture(client: client, database: database, commits: commits, deletedBy: deletedBy))
                }
            }
        }
    }

    private static func serve(
        _ database: any SQLDatabase, engine: any SQLEngine,
        _ run: (ServiceStackHost, Locked<[String]>, Locked<[String]>) async throws -> Void
    ) async throws {
        let host = ServiceStackHost(name: "crud-tests")
        let users = InMemoryUserStore(passwordHashCost: 4)
        try users.addUser(userName: "ada", password: "ada-pass", displayName: "Ada")
        host.enableAuth(
            try await AuthFeature(
                users: users, jwtSecret: "crud-tests-secret-0123456789-abcdefghijklmnop", tokenDelivery: .cookies))
        let commits = Locked<[String]>([])
        let deletedBy = Locked<[String]>([])
        let autoQuery = AutoQueryFeature(database: database, engine: engine)
        try autoQuery.register(
            CreateRocket.self, routes: [Route("/rockets")], options: hookedOptions(commits: commits), on: host)
        try autoQuery.register(CreateRocketWithResult.self, on: host)
        try autoQuery.register(UpdateRocket.self, routes: [Route("/rockets/{id}")], on: host)
        try autoQuery.register(PatchRocket.self, routes: [Route("/rockets/{id}")], on: host)
        try autoQuery.register(DeleteRocket.self, routes: [Route("/rockets/{id}")], on: host)
        try autoQuery.register(DeleteRocketQuietly.self, on: host)
        try autoQuery.register(SaveRocket.self, on: host)
        try autoQuery.register(
            CreateAuditedRocket.self, requiresAuth: true,
            options: CrudOptions(autoPopulate: [AutoPopulate("ownerId", .userAuthId)], autoApply: [.auditCreate]),
            on: host)
        try autoQuery.register(
            UpdateAuditedRocket.self, requiresAuth: true,
            options: CrudOptions(
                autoPopulate: [AutoPopulate("slug", .value(.string("audited")))], autoApply: [.auditModify]),
            on: host)
        try autoQuery.register(
            SoftDeleteRocket.self, requiresAuth: true, options: CrudOptions(autoApply: [.auditSoftDelete]), on: host)
        try autoQuery.register(
            HardDeleteAuditedRocket.self,
            options: CrudOptions(
                autoApply: [.auditDelete],
                afterWrite: { outcome in
                    if case .string(let name) = outcome.row?["deletedBy"] { deletedBy.withLock { $0.append(name) } }
                }), on: host)
        try autoQuery.register(CreateValidatedRocket.self, on: host)
        try autoQuery.register(CreateLaunch.self, on: host)
        try autoQuery.register(UpdateLaunch.self, on: host)
        try autoQuery.register(RenameRocket.self, options: CrudOptions(maxLengths: ["slug": 20]), on: host)
        try autoQuery.register(QueryRockets.self, on: host)
        try autoQuery.register(QueryLiveRockets.self, table: "Rocket", autoApply: [.auditQuery], on: host)
        try await run(host, commits, deletedBy)
    }

    /// `CreateRocket`'s hooks: the slug derives from the name (`forbidden` is refused), tags go to `RocketTag`,
    /// a name of `explode` fails after the write, and commits are recorded.
    private static func hookedOptions(commits: Locked<[String]>) -> CrudOptions<CreateRocket> {
        CrudOptions(
            ignoredProperties: ["tags"],
            beforeWrite: { row, write in
                guard case .string(let name) = row["name"] else { return }
                if name == "forbidden" {
                    throw ValidationError([FieldError(errorCode: "Forbidden", fieldName: "name", message: "No")])
                }
                row["slug"] = .string(name.lowercased().replacingOccurrences(of: " ", with: "-"))
                _ = write.operation
            },
            afterWrite: { outcome in
                guard case .number(let id) = outcome.id else { return }
                for tag in outcome.request.tags ?? [] {
                    try await outcome.database.insert(into: "RocketTag").columns("rocketId", "tag")
                        .values(SQLBind(Int(id) ?? 0), SQLBind(tag)).run()
                }
                if outcome.request.name == "explode" { throw HttpError(status: 500, message: "exploded") }
                outcome.row?["nickname"] = .string("nick")
            },
            afterCommit: { outcome in
                commits.withLock { $0.append("\(outcome.operation.rawValue) \(outcome.id?.queryValue ?? "-")") }
            })
    }

    static func createTables(_ database: any SQLDatabase) async throws {
        if database.dialect.name == "sqlite" { try await database.raw("PRAGMA foreign_keys = ON").run() }
        try await database.create(table: "Rocket")
            .column("id", type: .int, .primaryKey(autoIncrement: true))
            .column("name", type: .text, .notNull, .unique)
            .column("slug", type: .text)
            .column("stages", type: .int)
            .column("ownerId", type: .int)
            .column("createdDate", type: .timestamp)
            .column("createdBy", type: .text)
            .column("modifiedDate", type: .timestamp)
            .column("modifiedBy", type: .text)
            .column("deletedDate", type: .timestamp)
            .column("deletedBy", type: .text)
            .run()
        try await database.create(table: "RocketTag")
            .column("rocketId", type: .int, .notNull)
            .column("tag", type: .text, .notNull)
            .run()
        try await database.create(table: "Launch")
            .column("id", type: .int, .primaryKey(autoIncrement: true))
            .column("rocketId", type: .int, .notNull, .references("Rocket", "id"))
            .column("site", type: .text)
            .run()
    }

    /// Inserts a rocket directly and returns its id.
    @discardableResult
    func seed(_ name: String, slug: String? = nil, stages: Int? = nil, ownerId: Int? = nil) async throws -> Int {
        let row = try await database.insert(into: "Rocket").columns("name", "slug", "stages", "ownerId")
            .values(SQLBind(name), SQLBind(slug), SQLBind(stages), SQLBind(ownerId)).returning("id").first()
        return try row?.decode(column: "id", as: Int.self) ?? -1
    }

    /// The stored row with `id`, or nil.
    func rocket(_ id: Int) async throws -> Rocket? {
        try await database.select().columns("*").from("Rocket").where("id", .equal, id).first(decoding: Rocket.self)
    }

    /// How many rows `table` holds.
    func count(_ table: String = "Rocket") async throws -> Int {
        let row = try await database.select().column(SQLFunction("COUNT", args: SQLLiteral.all), as: "n")
            .from(table).first()
        return try row?.decode(column: "n", as: Int.self) ?? -1
    }

    /// Signs the client in as `ada` through `/auth/credentials`; returns the user's id.
    @discardableResult
    func signIn() async throws -> String {
        let request = Authenticate()
        request.provider = "credentials"
        request.userName = "ada"
        request.password = "ada-pass"
        let response: AuthenticateResponse = try await client.postAsync("auth/credentials", request: request)
        return response.userId ?? ""
    }

    /// Sends `body` as JSON with `method` to `path` and returns the raw response.
    func json(_ method: String, _ path: String, _ body: String) async throws -> HostTestResponse {
        try await client.execute(method, path, headers: ["Content-Type": "application/json"], body: Data(body.utf8))
    }
}

/// Reads the `Rocket` table, to see what writes left in it.
final class QueryRockets: QueryDb<Rocket>, IReturn {
    typealias Return = QueryResponse<Rocket>
}

/// Reads the `Rocket` rows that are not soft-deleted (`CrudBehavior.auditQuery`), filters combined with OR.
final class QueryLiveRockets: QueryDb2<Rocket, RocketSummary>, IReturn, QueryTermProviding {
    typealias Return = QueryResponse<RocketSummary>
    static let queryTerm = QueryTerm.or
}
