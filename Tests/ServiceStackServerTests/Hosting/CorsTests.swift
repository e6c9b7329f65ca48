import Foundation
import ServiceStack
import ServiceStackServer
import ServiceStackServerTesting
import TestServices
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct CorsTests {
    private func config(_ policy: CorsPolicy?) -> HostConfig {
        var config = HostConfig()
        config.cors = policy
        return config
    }

    @Test func noCorsHeadersUnlessEnabled() async throws {
        try await makeHost(config: config(nil), registerReflectService).test(.inMemory) { client in
            let exchange = try await client.execute(
                "GET", "api/Reflect", headers: ["Origin": "https://app.example"])
            #expect(exchange.status == 200)
            #expect(exchange.headers.keys.allSatisfy { !$0.lowercased().hasPrefix("access-control") })
        }
    }

    @Test func defaultPolicyAllowsAnyOriginAndAnswersPreflight() async throws {
        var config = HostConfig()
        config.enableCors = true
        try await makeHost(config: config, registerReflectService).test(.inMemory) { client in
            let preflight = try await client.execute(
                "OPTIONS", "api/Reflect",
                headers: ["Origin": "https://app.example", "Access-Control-Request-Method": "POST"])
            #expect(preflight.status == 204)
            #expect(preflight.header("Access-Control-Allow-Origin") == "*")
            #expect(preflight.header("Access-Control-Allow-Methods")?.contains("POST") == true)
            #expect(preflight.header("Access-Control-Allow-Headers")?.contains("Authorization") == true)
            let actual = try await client.execute("GET", "api/Reflect?name=x")
            #expect(actual.header("Access-Control-Allow-Origin") == "*")
        }
    }

    @Test func allowListEchoesKnownOriginsOnly() async throws {
        let policy = CorsPolicy(allowedOrigins: ["https://good.example"], allowCredentials: true, maxAge: 600)
        try await makeHost(config: config(policy), registerReflectService).test(.inMemory) { client in
            let good = try await client.execute(
                "OPTIONS", "api/Reflect", headers: ["Origin": "https://good.example"])
            #expect(good.header("Access-Control-Allow-Origin") == "https://good.example")
            #expect(good.header("Access-Control-Allow-Credentials") == "true")
            #expect(good.header("Access-Control-Max-Age") == "600")
            #expect(good.header("Vary") == "Origin")
            let bad = try await client.execute(
                "GET", "api/Reflect", headers: ["Origin": "https://evil.example"])
            #expect(bad.status == 200)
            #expect(bad.header("Access-Control-Allow-Origin") == nil)
        }
    }

    @Test func errorsCarryCorsHeadersToo() async throws {
        var config = HostConfig()
        config.enableCors = true
        try await makeHost(config: config, registerReflectService).test(.inMemory) { client in
            let exchange = try await client.execute("GET", "api/Missing")
            #expect(exchange.status == 404)
            #expect(exchange.header("Access-Control-Allow-Origin") == "*")
        }
    }

    @Test func credentialsForAnyOriginAreRefusedAtConfigurationTime() async throws {
        let policy = CorsPolicy(allowedOrigins: ["*"], allowCredentials: true)
        #expect(throws: CorsPolicyError.credentialsWithAnyOrigin) { try policy.validate() }
        let host = makeHost(config: config(policy), registerReflectService)
        await #expect(throws: CorsPolicyError.credentialsWithAnyOrigin) { try await host.start() }
        await #expect(throws: CorsPolicyError.credentialsWithAnyOrigin) {
            try await host.test(.inMemory) { _ in }
        }
        #expect(throws: Never.self) { try CorsPolicy(allowedOrigins: ["*"]).validate() }
        #expect(throws: Never.self) {
            try CorsPolicy(allowedOrigins: ["https://good.example"], allowCredentials: true).validate()
        }
    }

    /// A host served without `start` (mounted in an application) never reflects a caller's origin with
    /// credentials, even with the refused policy.
    @Test func aRefusedPolicyServedAnywayAllowsNoOrigin() async throws {
        let policy = CorsPolicy(allowedOrigins: ["*"], allowCredentials: true)
        let host = makeHost(config: config(policy), registerReflectService)
        var request = URLRequest(url: try #require(URL(string: InMemoryTransport.baseUrl + "api/Reflect")))
        request.setValue("https://evil.example", forHTTPHeaderField: "Origin")
        let response = try await InMemoryTransport(host: host).send(request)
        #expect(response.statusCode == 200)
        #expect(response.headers.keys.allSatisfy { !$0.lowercased().hasPrefix("access-control") })
    }
}
