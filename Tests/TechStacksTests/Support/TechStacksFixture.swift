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
    let (host, connection) = try await TechStacksServer.makeHost(dbPath: dbPath)
    do {
        try await host.test(setup) { client in try await body(client) }
    } catch {
        try? await connection.close()
        throw error
    }
    try await connection.close()
}
