import Foundation
import ServiceStack
import ServiceStackServer
import Testing

@Suite struct CorsTests {
    private func config(_ policy: CorsPolicy?) -> HostConfig {
        var config = HostConfig()
        config.cors = policy
        return config
    }

    @Test func noCorsHeadersUnlessEnabled() async throws {
        try await withHost(config: config(nil), registerReflectService) { _, running in
            let exchange = try await RawExchange.send(
                "GET", running.baseUrl + "api/Reflect", headers: ["Origin": "https://app.example"])
            #expect(exchange.status == 200)
            #expect(exchange.headers.keys.allSatisfy { !$0.lowercased().hasPrefix("access-control") })
        }
    }

    @Test func defaultPolicyAllowsAnyOriginAndAnswersPreflight() async throws {
        var config = HostConfig()
        config.enableCors = true
        try await withHost(config: config, registerReflectService) { _, running in
            let preflight = try await RawExchange.send(
                "OPTIONS", running.baseUrl + "api/Reflect",
                headers: ["Origin": "https://app.example", "Access-Control-Request-Method": "POST"])
            #expect(preflight.status == 204)
            #expect(preflight.header("Access-Control-Allow-Origin") == "*")
            #expect(preflight.header("Access-Control-Allow-Methods")?.contains("POST") == true)
            #expect(preflight.header("Access-Control-Allow-Headers")?.contains("Authorization") == true)
            let actual = try await RawExchange.send("GET", running.baseUrl + "api/Reflect?name=x")
            #expect(actual.header("Access-Control-Allow-Origin") == "*")
        }
    }

    @Test func allowListEchoesKnownOriginsOnly() async throws {
        let policy = CorsPolicy(allowedOrigins: ["https://good.example"], allowCredentials: true, maxAge: 600)
        try await withHost(config: config(policy), registerReflectService) { _, running in
            let good = try await RawExchange.send(
                "OPTIONS", running.baseUrl + "api/Reflect", headers: ["Origin": "https://good.example"])
            #expect(good.header("Access-Control-Allow-Origin") == "https://good.example")
            #expect(good.header("Access-Control-Allow-Credentials") == "true")
            #expect(good.header("Access-Control-Max-Age") == "600")
            #expect(good.header("Vary") == "Origin")
            let bad = try await RawExchange.send(
                "GET", running.baseUrl + "api/Reflect", headers: ["Origin": "https://evil.example"])
            #expect(bad.status == 200)
            #expect(bad.header("Access-Control-Allow-Origin") == nil)
        }
    }

    @Test func errorsCarryCorsHeadersToo() async throws {
        var config = HostConfig()
        config.enableCors = true
        try await withHost(config: config, registerReflectService) { _, running in
            let exchange = try await RawExchange.send("GET", running.baseUrl + "api/Missing")
            #expect(exchange.status == 404)
            #expect(exchange.header("Access-Control-Allow-Origin") == "*")
        }
    }
}
