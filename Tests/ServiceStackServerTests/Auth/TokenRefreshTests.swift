import Foundation
import ServiceStack
import ServiceStackServer
import ServiceStackTesting
import Testing

@Suite struct TokenRefreshTests {
    @Test func refreshTokenInTheBodyGivesANewAccessTokenInTheBody() async throws {
        let server = try await AuthTestServer.body.value
        let (_, login) = try await server.signedIn("manager")
        let client = server.client()
        let request = GetAccessToken()
        request.refreshToken = login.refreshToken
        let response: GetAccessTokenResponse = try await client.postAsync("access-token", request: request)
        let accessToken = try #require(response.accessToken)
        #expect(accessToken != login.bearerToken)
        client.bearerToken = accessToken
        #expect(try await client.getAsync(WhoAmI()).userName == "manager")
    }

    @Test func refreshTokenCookieGivesANewAccessTokenCookie() async throws {
        let server = try await AuthTestServer.cookies.value
        let (signedIn, _) = try await server.signedIn("manager")
        let client = server.client()
        server.setCookie("ss-reftok", try #require(signedIn.getRefreshTokenCookie()), on: client)
        let response = try await client.postAsync(GetAccessToken())
        #expect(response.accessToken == nil)
        let accessToken = try #require(client.getTokenCookie())
        #expect(accessToken != signedIn.getTokenCookie())
        #expect(try await client.getAsync(WhoAmI()).userName == "manager")
    }

    @Test func invalidOrMissingRefreshTokensAreRefused() async throws {
        let server = try await AuthTestServer.cookies.value
        let (signedIn, _) = try await server.signedIn("manager")
        let accessToken = try #require(signedIn.getTokenCookie())
        for refreshToken in ["garbage", accessToken, ForgedTokens.tamperedPayload(accessToken)] {
            let request = GetAccessToken()
            request.refreshToken = refreshToken
            let error = try await #require(throws: WebServiceError.self) {
                _ = try await server.client().postAsync(request)
            }
            #expect(error.statusCode == 401)
            #expect(error.serviceErrorCode == "TokenException")
        }
        let missing = try await #require(throws: WebServiceError.self) {
            _ = try await server.client().postAsync(GetAccessToken())
        }
        #expect(missing.statusCode == 400)
    }

    @Test func clientRefreshesAnExpiredBearerTokenAndRetriesWithTheNewOne() async throws {
        let clock = TestClock()
        let issuedAt = Date(timeIntervalSince1970: 1_900_000_000)
        let server = try await AuthTestServer.make(
            delivery: .body, accessTokenLifetime: 60, clock: ServerClock(clock, startingAt: issuedAt))
        let (_, login) = try await server.signedIn("manager")
        let original = try #require(login.bearerToken)
        let client = server.client()
        client.bearerToken = original
        client.refreshToken = login.refreshToken
        #expect(ForgedTokens.expiry(original) == issuedAt.addingTimeInterval(60))

        clock.advance(by: .seconds(61))
        let expired = try await #require(throws: WebServiceError.self) {
            let withoutRefresh = server.client()
            withoutRefresh.bearerToken = original
            _ = try await withoutRefresh.getAsync(WhoAmI())
        }
        #expect(expired.message == "Token has expired")
        #expect(try await client.getAsync(WhoAmI()).userName == "manager")
        #expect(client.bearerToken != nil)
        #expect(client.bearerToken != original)
    }

    @Test func clientRefreshesWithTheRefreshTokenCookie() async throws {
        let server = try await AuthTestServer.cookies.value
        let (client, _) = try await server.signedIn("manager")
        let revoked = try #require(client.getTokenCookie())
        try await server.feature.invalidateAccessToken(revoked)
        #expect(try await client.getAsync(WhoAmI()).userName == "manager")
        #expect(client.getTokenCookie() != revoked)
    }
}
