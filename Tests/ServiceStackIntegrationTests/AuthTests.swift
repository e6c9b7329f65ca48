import Foundation
import ServiceStack
import ServiceStackServer
import TestServices
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct AuthTests {
    static func authenticate(_ client: JsonServiceClient) async throws -> AuthenticateResponse {
        let request = Authenticate()
        request.provider = "credentials"
        request.userName = "test"
        request.password = "test"
        return try await client.postAsync(request)
    }

    @Test(arguments: TransportKind.allCases)
    func securedServiceNeedsAuth(transport: TransportKind) async throws {
        let client = try await transport.client()
        let error = try await #require(throws: WebServiceError.self) { _ = try await client.getAsync(Secured()) }
        #expect(error.statusCode == 401)
    }

    @Test(arguments: TransportKind.allCases)
    func wrongPasswordIs401(transport: TransportKind) async throws {
        let client = try await transport.client()
        let request = Authenticate()
        request.provider = "credentials"
        request.userName = "test"
        request.password = "wrong"
        let error = try await #require(throws: WebServiceError.self) { _ = try await client.postAsync(request) }
        #expect(error.statusCode == 401)
    }

    @Test(arguments: TransportKind.allCases)
    func bearerTokenAuthenticates(transport: TransportKind) async throws {
        let login = try await transport.client()
        let auth = try await Self.authenticate(login)
        let client = try await transport.client()
        client.bearerToken = auth.bearerToken
        let request = Secured()
        request.name = "bearer"
        #expect(try await client.getAsync(request).result != nil)
    }

    @Test(arguments: TransportKind.allCases)
    func sessionCookiesAuthenticate(transport: TransportKind) async throws {
        let client = try await transport.client()
        _ = try await Self.authenticate(client)
        #expect(client.getTokenCookie() != nil)
        #expect(client.getRefreshTokenCookie() != nil)
        #expect(try await client.getAsync(Secured()).result != nil)
    }

    @Test(arguments: TransportKind.allCases)
    func basicAuthAuthenticates(transport: TransportKind) async throws {
        let client = try await transport.client()
        client.userName = "test"
        client.password = "test"
        #expect(try await client.getAsync(Secured()).result != nil)
    }

    @Test(arguments: TransportKind.allCases)
    func expiredBearerTokenIsRefreshedAndRetriedWithTheNewToken(transport: TransportKind) async throws {
        let login = try await transport.client()
        let auth = try await Self.authenticate(login)
        let client = try await transport.client()
        let original = auth.bearerToken
        client.bearerToken = original
        client.refreshToken = auth.refreshToken
        try await client.postAsync(InvalidateLastAccessToken())
        #expect(try await client.getAsync(Secured()).result != nil)
        #expect(client.bearerToken != nil)
        #expect(client.bearerToken != original)
    }

    @Test(arguments: TransportKind.allCases)
    func refreshTokenCookieRecoversAnInvalidatedCookieSession(transport: TransportKind) async throws {
        let client = try await transport.client()
        _ = try await Self.authenticate(client)
        try await client.postAsync(InvalidateLastAccessToken())
        #expect(try await client.getAsync(Secured()).result != nil)
    }
}
