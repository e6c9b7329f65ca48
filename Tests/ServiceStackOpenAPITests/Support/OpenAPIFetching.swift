import Foundation
import OpenAPIKit
import ServiceStackServer
import ServiceStackServerTesting
import TechStacksServer
import TestServices
import Testing

/// The documents a host serves, fetched over HTTP on 127.0.0.1.
struct ServedDocument {
    /// The raw `/openapi.json` body.
    let data: Data
    /// The body, parsed.
    let json: JSONObject

    init(data: Data) throws {
        self.data = data
        json = try JSONObject(data: data)
    }

    /// The body decoded by OpenAPIKit, which checks references, paths and parameters as it does.
    func validatedByOpenAPIKit() throws -> OpenAPI.Document {
        let document = try JSONDecoder().decode(OpenAPI.Document.self, from: data)
        try document.validate()
        return document
    }
}

/// `GET path` on the client's host, expecting a 200.
func fetch(_ path: String, from client: HostTestClient) async throws -> Data {
    let response = try await client.execute("GET", path)
    #expect(response.status == 200, "GET \(path): \(response.text.prefix(300))")
    return response.body
}

/// Runs `body` with test-server's services listening on 127.0.0.1 and its served OpenAPI document.
func withTestServerDocument(_ body: (HostTestClient, ServedDocument) async throws -> Void) async throws {
    let host = try await makeTestHost()
    try await host.test(.live) { client in
        try await body(client, try ServedDocument(data: try await fetch("/openapi.json", from: client)))
    }
}

/// Runs `body` with the TechStacks host over an in-memory database listening on 127.0.0.1, and its document.
func withTechStacksDocument(_ body: (HostTestClient, ServedDocument) async throws -> Void) async throws {
    let (host, storage) = try await TechStacksServer.makeHost(database: .sqlite(path: nil))
    do {
        try await host.test(.live) { client in
            try await body(client, try ServedDocument(data: try await fetch("/openapi.json", from: client)))
        }
    } catch {
        await storage.close()
        throw error
    }
    await storage.close()
}
