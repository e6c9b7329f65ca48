import Foundation
import ServiceStack
import ServiceStackServer
import ServiceStackServerTesting
import TechStacksServer

/// Runs `body` with a client for the TechStacks host over a fresh in-memory database (or the file at `dbPath`),
/// in memory unless `setup` says otherwise, then closes the database.
func withTechStacksServer(
    _ setup: HostTestSetup = .inMemory, dbPath: String? = nil, isolation: isolated (any Actor)? = #isolation,
    _ body: (HostTestClient) async throws -> Void
) async throws {
    try await withTechStacksServer(setup, database: .sqlite(path: dbPath), body)
}

/// Runs `body` with a client for the TechStacks host over `database`, then closes it.
func withTechStacksServer(
    _ setup: HostTestSetup = .inMemory, database: TechStacksDatabase, isolation: isolated (any Actor)? = #isolation,
    _ body: (HostTestClient) async throws -> Void
) async throws {
    let (host, storage) = try await TechStacksServer.makeHost(database: database)
    do {
        try await host.test(setup) { client in try await body(client) }
    } catch {
        await storage.close()
        throw error
    }
    await storage.close()
}
