import Foundation
import PostgresTestSupport
import SQLKit
import ServiceStack
import ServiceStackServer
import ServiceStackServerTesting
import TechStacksServer
import Testing

/// The databases the demo's hostile-input tests run on: a SQLite file of the test's own, and a fresh PostgreSQL
/// database (skipped when no server is named).
enum TechStacksDatabaseKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case sqlite
    case postgres

    var testDescription: String { rawValue }

    /// Runs `body` with the database of this kind, removed afterwards.
    func withDatabase(_ body: (TechStacksDatabase) async throws -> Void) async throws {
        switch self {
        case .sqlite:
            let directory = FileManager.default.temporaryDirectory
                .appendingPathComponent("techstacks-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            try await body(.sqlite(path: directory.appendingPathComponent("techstacks.sqlite").path))
        case .postgres:
            guard PostgresTestServer.isAvailable else {
                try Test.cancel(Comment(rawValue: PostgresTestServer.skipReason))
            }
            try await PostgresTestServer.withFreshDatabase { url in try await body(.postgres(url: url)) }
        }
    }
}

/// Runs `body` with a client for the TechStacks host over `database` and the host's own database connection.
func withTechStacksStorage(
    _ setup: HostTestSetup = .inMemory, database: TechStacksDatabase, isolation: isolated (any Actor)? = #isolation,
    _ body: (HostTestClient, any SQLDatabase) async throws -> Void
) async throws {
    let (host, storage) = try await TechStacksServer.makeHost(database: database)
    do {
        try await host.test(setup) { client in try await body(client, storage.sql) }
    } catch {
        await storage.close()
        throw error
    }
    await storage.close()
}

extension HostTestClient {
    /// Signs in as the demo user and returns the `Authorization` header for later calls.
    func demoAuthorization() async throws -> [String: String] {
        let response = try await execute(
            "POST", "auth/credentials", headers: ["Content-Type": "application/json"],
            body: Data(#"{"userName":"demo","password":"demo"}"#.utf8))
        let signedIn = try fromJsonDataThrows(AuthenticateResponse.self, response.body)
        let token = try #require(signedIn.bearerToken, "\(response.text)")
        return ["Authorization": "Bearer \(token)", "Content-Type": "application/json"]
    }

    /// Sends `body` as JSON with `method` to `path` as the signed-in user.
    func send(_ method: String, _ path: String, _ body: String, as authorization: [String: String]) async throws
        -> HostTestResponse
    {
        try await execute(method, path, headers: authorization, body: Data(body.utf8))
    }
}

/// Counts rows of the demo's tables.
enum TechStacksRows {
    /// Choices whose technology or stack does not exist.
    static func orphanedChoices(in database: any SQLDatabase) async throws -> Int {
        let row = try await database.raw(
            """
            SELECT COUNT(*) AS n FROM "TechnologyChoice" c
            WHERE NOT EXISTS (SELECT 1 FROM "Technology" t WHERE t."id" = c."technologyId")
               OR NOT EXISTS (SELECT 1 FROM "TechnologyStack" s WHERE s."id" = c."technologyStackId")
            """
        ).first()
        return try row?.decode(column: "n", as: Int.self) ?? -1
    }

    static func count(_ table: String, in database: any SQLDatabase) async throws -> Int {
        let row = try await database.raw("SELECT COUNT(*) AS n FROM \(ident: table)").first()
        return try row?.decode(column: "n", as: Int.self) ?? -1
    }
}
