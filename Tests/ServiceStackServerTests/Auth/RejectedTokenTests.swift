import Foundation
import ServiceStack
import ServiceStackServer
import Testing

/// A way of spoiling a valid access token, and the message the server answers with.
struct SpoiledToken: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let message: String
    let spoil: @Sendable (_ valid: String, _ server: AuthTestServer) async throws -> String

    static let all: [SpoiledToken] = [
        SpoiledToken(testDescription: "tampered payload", message: "Token is invalid") { valid, _ in
            ForgedTokens.tamperedPayload(valid)
        },
        SpoiledToken(testDescription: "alg none", message: "Invalid algorithm 'none', expected 'HS256'") {
            valid, _ in ForgedTokens.withAlgorithm("none", valid, signature: "")
        },
        SpoiledToken(testDescription: "alg HS512", message: "Invalid algorithm 'HS512', expected 'HS256'") {
            valid, _ in ForgedTokens.withAlgorithm("HS512", valid)
        },
        SpoiledToken(testDescription: "expired", message: "Token has expired") { _, server in
            try await server.feature.createAccessToken(
                for: AuthSession(userId: "2", userName: "manager", roles: ["Manager"]), lifetime: -60)
        },
        SpoiledToken(testDescription: "garbage", message: "Token is invalid") { _, _ in "not-a-jwt" },
        SpoiledToken(testDescription: "three garbage parts", message: "Token is invalid") { _, _ in "a.b.c" },
        SpoiledToken(testDescription: "other secret", message: "Token is invalid") { _, _ in
            let other = try await AuthFeature(
                users: InMemoryUserStore(), jwtSecret: "another-secret-that-is-long-enough-to-use")
            return try await other.createAccessToken(for: AuthSession(userId: "2", userName: "manager"))
        },
        SpoiledToken(testDescription: "revoked", message: "Token has been invalidated") { valid, server in
            try await server.feature.invalidateAccessToken(valid)
            return valid
        },
    ]
}

@Suite struct RejectedTokenTests {
    @Test(arguments: SpoiledToken.all)
    func spoiledBearerTokenIs401AndTheServerKeepsServing(_ spoiled: SpoiledToken) async throws {
        let server = try await AuthTestServer.body.value
        let (_, login) = try await server.signedIn("manager")
        let valid = try #require(login.bearerToken)
        let client = server.client()
        client.bearerToken = try await spoiled.spoil(valid, server)
        let error = try await #require(throws: WebServiceError.self) { _ = try await client.getAsync(WhoAmI()) }
        #expect(error.statusCode == 401)
        #expect(error.serviceErrorCode == "TokenException")
        #expect(error.message == spoiled.message)
        #expect(try await client.getAsync(PublicHello()).userName == nil)
        let healthy = server.client()
        healthy.bearerToken = try await server.signedIn("manager").response.bearerToken
        #expect(try await healthy.getAsync(WhoAmI()).userName == "manager")
    }

    @Test(arguments: SpoiledToken.all)
    func spoiledTokenCookieIs401(_ spoiled: SpoiledToken) async throws {
        let server = try await AuthTestServer.body.value
        let (_, login) = try await server.signedIn("manager")
        let client = server.client()
        server.setCookie("ss-tok", try await spoiled.spoil(try #require(login.bearerToken), server), on: client)
        let error = try await #require(throws: WebServiceError.self) { _ = try await client.getAsync(ManagersOnly()) }
        #expect(error.statusCode == 401)
        #expect(error.message == spoiled.message)
    }

    @Test func refreshTokenIsNotAnAccessToken() async throws {
        let server = try await AuthTestServer.body.value
        let (_, login) = try await server.signedIn("manager")
        let client = server.client()
        client.bearerToken = login.refreshToken
        let error = try await #require(throws: WebServiceError.self) { _ = try await client.getAsync(WhoAmI()) }
        #expect(error.statusCode == 401)
        #expect(error.serviceErrorCode == "TokenException")
    }
}
