import Foundation
import ServiceStack
import ServiceStackServer
import ServiceStackWire
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct CredentialsAuthTests {
    @Test func signsInAtAuthCredentialsWithTokensInCookiesOnly() async throws {
        let server = try await AuthTestServer.cookies.value
        let client = server.client()
        let headers = Locked<[String: String]>([:])
        client.responseFilter = { response in
            let fields = (response as? HTTPURLResponse)?.allHeaderFields as? [String: String] ?? [:]
            headers.withLock { $0 = fields }
        }
        let response: AuthenticateResponse = try await client.postAsync(
            "auth/credentials", request: AuthTestServer.credentials("manager", "manager-pass"))
        #expect(response.userName == "manager")
        #expect(response.roles == ["Manager"])
        #expect(response.sessionId != nil)
        #expect(response.bearerToken == nil)
        #expect(response.refreshToken == nil)
        let cookies = client.getCookies()
        #expect(cookies["ss-tok"] != nil)
        #expect(cookies["ss-reftok"] != nil)
        #expect(cookies["ss-id"] == response.sessionId)
        let received = headers.current.first { $0.key.lowercased() == "x-cookies" }?.value
        #expect(received == "ss-tok,ss-reftok")
        #expect(try await client.getAsync(WhoAmI()).userName == "manager")
    }

    @Test func signsInAtAuthWithTheProviderInTheBody() async throws {
        let server = try await AuthTestServer.body.value
        let client = server.client()
        let request = AuthTestServer.credentials("boss@example.org", "manager-pass", provider: "credentials")
        let response: AuthenticateResponse = try await client.postAsync("auth", request: request)
        #expect(response.userName == "manager")
        #expect(response.bearerToken != nil)
        #expect(response.refreshToken != nil)
        #expect(try #require(response.refreshTokenExpiry) > Date())
        #expect(client.getTokenCookie() == nil)
    }

    @Test func signsInWithTheTypedClientCall() async throws {
        let server = try await AuthTestServer.cookies.value
        let client = server.client()
        let response = try await client.postAsync(
            AuthTestServer.credentials("plain", "plain-pass", provider: "credentials"))
        #expect(response.userId != nil)
        #expect(response.authProvider == "credentials")
    }

    @Test(arguments: [("manager", "wrong-pass"), ("nobody", "manager-pass")])
    func wrongCredentialsAre401(userName: String, password: String) async throws {
        let server = try await AuthTestServer.cookies.value
        let client = server.client()
        let error = try await #require(throws: WebServiceError.self) {
            let _: AuthenticateResponse = try await client.postAsync(
                "auth/credentials", request: AuthTestServer.credentials(userName, password))
        }
        #expect(error.statusCode == 401)
        #expect(error.serviceErrorCode == "Unauthorized")
        #expect(error.message == "Invalid Username or Password")
        #expect(client.getTokenCookie() == nil)
    }

    @Test func missingUserNameIsAValidationError() async throws {
        let server = try await AuthTestServer.cookies.value
        let error = try await #require(throws: WebServiceError.self) {
            let _: AuthenticateResponse = try await server.client().postAsync(
                "auth/credentials", request: AuthTestServer.credentials("", "x"))
        }
        #expect(error.statusCode == 400)
        #expect(error.fieldError("UserName")?.errorCode == "NotEmpty")
    }

    @Test func unknownProviderIs404() async throws {
        let server = try await AuthTestServer.cookies.value
        let error = try await #require(throws: WebServiceError.self) {
            let _: AuthenticateResponse = try await server.client().postAsync(
                "auth/github", request: AuthTestServer.credentials("manager", "manager-pass"))
        }
        #expect(error.statusCode == 404)
    }

    @Test func getAuthReturnsTheCurrentSessionOr401() async throws {
        let server = try await AuthTestServer.cookies.value
        let (client, login) = try await server.signedIn("manager")
        let current: AuthenticateResponse = try await client.getAsync("auth")
        #expect(current.userName == "manager")
        #expect(current.sessionId == login.sessionId)
        let error = try await #require(throws: WebServiceError.self) {
            let _: AuthenticateResponse = try await server.client().getAsync("auth")
        }
        #expect(error.statusCode == 401)
    }

    @Test func logoutEndsTheSessionAndRevokesTheTokens() async throws {
        let server = try await AuthTestServer.cookies.value
        let (client, _) = try await server.signedIn("plain")
        let accessToken = try #require(client.getTokenCookie())
        let _: AuthenticateResponse = try await client.postAsync("auth/logout", request: Authenticate())
        // The server expires the cookies (`Max-Age=0`, empty value); a jar may keep them as empty strings.
        #expect(client.getTokenCookie() ?? "" == "")
        #expect(client.getCookies()["ss-id"] ?? "" == "")
        let error = try await #require(throws: WebServiceError.self) { _ = try await client.getAsync(WhoAmI()) }
        #expect(error.statusCode == 401)
        let replay = server.client()
        replay.bearerToken = accessToken
        let replayed = try await #require(throws: WebServiceError.self) { _ = try await replay.getAsync(WhoAmI()) }
        #expect(replayed.message == "Token has been invalidated")
    }
}
