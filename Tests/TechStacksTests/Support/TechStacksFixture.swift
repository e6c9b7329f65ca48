import Foundation
import ServiceStack
import TechStacksServer

/// Runs `body` against a TechStacks server on a free port with a fresh in-memory database.
func withTechStacksServer(
    isolation: isolated (any Actor)? = #isolation,
    _ body: (RunningTechStacksServer, JsonServiceClient) async throws -> Void
) async throws {
    let server = try await TechStacksServer.start(port: 0, dbPath: nil)
    do {
        try await body(server, JsonServiceClient(baseUrl: server.baseUrl))
    } catch {
        await server.stop()
        throw error
    }
    await server.stop()
}
