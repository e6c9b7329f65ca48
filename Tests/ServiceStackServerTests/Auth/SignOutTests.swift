import Foundation
import ServiceStack
import ServiceStackServer
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The one credential a caller signs out with.
enum SignOutCredential: String, CaseIterable, Sendable {
    case bearerToken, expiredBearerToken, tokenCookie, sessionCookie, sessionHeader, refreshTokenCookie
}

@Suite struct SignOutTests {
    /// Signing out with any one credential of a sign-in revokes its refresh token and every access token it gave.
    @Test(arguments: SignOutCredential.allCases)
    func signingOutRevokesTheWholeSignIn(_ credential: SignOutCredential) async throws {
        let server = try await AuthTestServer.cookiesAndBody.value
        let (_, login) = try await server.signedIn("manager")
        let accessToken = try #require(login.bearerToken)
        let refreshToken = try #require(login.refreshToken)
        let sessionId = try #require(login.sessionId)
        let refreshed = try await Self.refresh(refreshToken, on: server)

        let caller = server.client()
        switch credential {
        case .bearerToken: caller.bearerToken = accessToken
        case .expiredBearerToken:
            caller.bearerToken = try await SignedTokens.sign(
                ChosenClaims(expiration: SignedTokens.now - 60, signInId: Self.signInId(of: accessToken)))
        case .tokenCookie: server.setCookie("ss-tok", accessToken, on: caller)
        case .sessionCookie: server.setCookie("ss-id", sessionId, on: caller)
        case .sessionHeader: caller.requestModifier = { $0.setValue(sessionId, forHTTPHeaderField: "X-ss-id") }
        case .refreshTokenCookie: server.setCookie("ss-reftok", refreshToken, on: caller)
        }
        let _: AuthenticateResponse = try await caller.postAsync("auth/logout", request: Authenticate())

        let refused = try await #require(throws: WebServiceError.self) {
            _ = try await Self.refresh(refreshToken, on: server)
        }
        #expect(refused.statusCode == 401)
        #expect(refused.message == "Token has been invalidated")
        for token in [accessToken, refreshed] {
            let replay = server.client()
            replay.bearerToken = token
            let error = try await #require(throws: WebServiceError.self) { _ = try await replay.getAsync(WhoAmI()) }
            #expect(error.message == "Token has been invalidated")
        }
        let session = server.client()
        server.setCookie("ss-id", sessionId, on: session)
        let ended = try await #require(throws: WebServiceError.self) { _ = try await session.getAsync(WhoAmI()) }
        #expect(ended.statusCode == 401)
    }

    @Test func signingOutOneSignInLeavesTheUsersOtherSignInsAlone() async throws {
        let server = try await AuthTestServer.cookiesAndBody.value
        let (_, first) = try await server.signedIn("manager")
        let (_, second) = try await server.signedIn("manager")
        let caller = server.client()
        caller.bearerToken = first.bearerToken
        let _: AuthenticateResponse = try await caller.postAsync("auth/logout", request: Authenticate())
        let other = server.client()
        other.bearerToken = try await Self.refresh(try #require(second.refreshToken), on: server)
        #expect(try await other.getAsync(WhoAmI()).userName == "manager")
    }

    private static func refresh(_ refreshToken: String, on server: AuthTestServer) async throws -> String {
        let request = GetAccessToken()
        request.refreshToken = refreshToken
        return try #require(try await server.client().postAsync(request).accessToken)
    }

    private static func signInId(of token: String) -> String? {
        ForgedTokens.decode(ForgedTokens.parts(token)[1])["sid"] as? String
    }
}
