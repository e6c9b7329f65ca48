import Foundation
import ServiceStackServer
import ServiceStackServerTesting
import TestServices
import TestSupport
import Testing

@Suite struct AppMetadataEndpointTests {
    private func appMetadata(of host: ServiceStackHost) async throws -> AppMetadataMirror {
        try await host.test(.inMemory) { client in
            let response = try await client.execute("GET", "/metadata/app.json")
            #expect(response.status == 200)
            #expect(response.header("Content-Type")?.hasPrefix("application/json") == true)
            return try JSONDecoder().decode(AppMetadataMirror.self, from: response.body)
        }
    }

    @Test func testServerPublishesItsAppInPluginsAndApi() async throws {
        let host = try await makeTestHost()
        let metadata = try await appMetadata(of: host)
        #expect(metadata.app.serviceName == "TestServices")
        #expect(metadata.app.baseUrl?.isEmpty == false)
        #expect(metadata.app.jsTextCase == "CamelCase")
        #expect(metadata.date.hasPrefix("/Date("))
        #expect(metadata.httpHandlers?["ApiHandlers.Json"] == "/api/{Request}")
        for plugin in ["autoroutes", "metadata", "auth", "sse", "ui"] {
            #expect(metadata.plugins.loaded.contains(plugin), "\(plugin) not in \(metadata.plugins.loaded)")
        }
        let auth = try #require(metadata.plugins.auth)
        #expect(auth.authProviders.map(\.name) == ["credentials", "jwt", "basic", "apikey"])
        #expect(auth.authProviders.first?.type == "credentials")
        #expect(auth.serviceRoutes?["AuthenticateService"]?.contains("/auth/{provider}") == true)
    }

    @Test func apiListsTheOperationsOfTypesMetadataWithRoutesAuthAndRoles() async throws {
        let host = try await makeTestHost()
        let metadata = try await appMetadata(of: host)
        let typesMetadata = try await host.test(.inMemory) { client in
            try JSONDecoder().decode(
                AppMetadataMirror.Api.self, from: try await client.execute("GET", "/types/metadata").body)
        }
        #expect(metadata.api.operations.map(\.request.name) == typesMetadata.operations.map(\.request.name))
        #expect(metadata.api.types.map(\.name) == typesMetadata.types.map(\.name))
        let hello = try #require(metadata.operation("Hello"))
        #expect(hello.routes?.map(\.path) == ["/hello", "/hello/{Name}"])
        #expect(hello.returnType?.name == "HelloResponse")
        #expect(hello.requiresAuth == nil)
        let adminOnly = try #require(metadata.operation("ExpireAccessTokens"))
        #expect(adminOnly.requiresAuth == true)
        #expect(adminOnly.requiredRoles == ["Admin"])
        #expect(metadata.operation("Secured")?.requiredRoles == nil)
    }

    @Test func isServedOnlyWhenEnabled() async throws {
        let host = ServiceStackHost(name: "Plain")
        try await host.test(.inMemory) { client in
            let appMetadata = try await client.execute("GET", "/metadata/app.json")
            let explorer = try await client.execute("GET", "/ui")
            #expect(appMetadata.status == 404)
            #expect(explorer.status == 404)
        }
    }

    @Test func aHostWithoutAuthOrAutoQueryListsNeither() async throws {
        let host = ServiceStackHost(name: "Plain")
        host.enableAppMetadata(AppMetadataFeature(apiVersion: "2.1", serviceDescription: "A plain host."))
        let metadata = try await appMetadata(of: host)
        #expect(metadata.app.apiVersion == "2.1")
        #expect(metadata.app.serviceDescription == "A plain host.")
        #expect(metadata.plugins.auth == nil)
        #expect(metadata.plugins.autoQuery == nil)
        #expect(!metadata.plugins.loaded.contains("auth"))
        #expect(!metadata.plugins.loaded.contains("ui"))
    }
}
