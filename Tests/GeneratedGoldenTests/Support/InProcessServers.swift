import Foundation
import ServiceStack
import ServiceStackServer
import TechStacksServer
import TestServices

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The project's own servers, answering in memory through `ServiceStackHost.respond(to:)` (no socket).
/// Kept apart from the tests that import generated DTOs: `TestServices` declares types of the same names.
enum InProcessServers {
    /// The address in-memory requests carry; servers take their base URL from it.
    static let origin = "http://localhost"

    private static let testServer = Task { try await makeTestHost() }

    /// The test services (`test-server`).
    static func testHost() async throws -> ServiceStackHost {
        try await testServer.value
    }

    /// Runs `body` with the TechStacks demo host over a fresh in-memory database, then closes the database.
    static func withTechStacksHost<T: Sendable>(_ body: (ServiceStackHost) async throws -> T) async throws -> T {
        let (host, storage) = try await TechStacksServer.makeHost(database: .sqlite(path: nil))
        do {
            let result = try await body(host)
            await storage.close()
            return result
        } catch {
            await storage.close()
            throw error
        }
    }

    /// The body of `GET {origin}{path}` as answered by `host`, which must answer 200.
    static func get(_ path: String, from host: ServiceStackHost) async throws -> String {
        guard let url = URL(string: origin + path) else { throw ServiceClientError.invalidUrl(path) }
        let response = await host.respond(to: URLRequest(url: url))
        guard response.statusCode == 200 else {
            throw ServiceClientError.invalidResponse(url: path, reason: "status \(response.statusCode)")
        }
        return String(decoding: response.data, as: UTF8.self)
    }
}
