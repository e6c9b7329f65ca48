import Foundation
import ServiceStack
import ServiceStackServer
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct RequestAuthenticationTests {
    @Test func anonymousCallToASecuredServiceIs401() async throws {
        let server = try await AuthTestServer.cookies.value
        let error = try await #require(throws: WebServiceError.self) {
            _ = try await server.client().getAsync(WhoAmI())
        }
        #expect(error.statusCode == 401)
        #expect(error.serviceErrorCode == "Unauthorized")
        #expect(error.message == "Not Authenticated")
    }

    @Test func bearerTokenAuthenticates() async throws {
        let server = try await AuthTestServer.body.value
        let (_, login) = try await server.signedIn("manager")
        let client = server.client()
        client.bearerToken = login.bearerToken
        let me = try await client.getAsync(WhoAmI())
        #expect(me.userName == "manager")
        #expect(me.roles == ["Manager"])
    }

    @Test func tokenCookieAloneAuthenticates() async throws {
        let server = try await AuthTestServer.cookies.value
        let (signedIn, _) = try await server.signedIn("manager")
        let client = server.client()
        server.setCookie("ss-tok", try #require(signedIn.getTokenCookie()), on: client)
        #expect(try await client.getAsync(WhoAmI()).userName == "manager")
    }

    @Test func sessionCookieAloneAuthenticates() async throws {
        let server = try await AuthTestServer.cookies.value
        let (signedIn, login) = try await server.signedIn("manager")
        let client = server.client()
        server.setCookie("ss-id", try #require(login.sessionId), on: client)
        #expect(try await client.getAsync(WhoAmI()).userName == "manager")
        #expect(signedIn.getCookies()["ss-id"] == login.sessionId)
    }

    @Test func signInWithoutJwtsUsesTheSessionCookie() async throws {
        let server = try await AuthTestServer.cookies.value
        let client = server.client()
        let request = AuthTestServer.credentials("plain", "plain-pass")
        request.meta = ["ignore": "jwt"]
        let _: AuthenticateResponse = try await client.postAsync("auth/credentials", request: request)
        #expect(client.getTokenCookie() == nil)
        #expect(try await client.getAsync(WhoAmI()).userName == "plain")
    }

    @Test func basicAuthAuthenticates() async throws {
        let server = try await AuthTestServer.cookies.value
        let client = server.client()
        client.userName = "boss@example.org"
        client.password = "manager-pass"
        #expect(try await client.getAsync(WhoAmI()).userName == "manager")
    }

    @Test func basicAuthWithAWrongPasswordIs401() async throws {
        let server = try await AuthTestServer.cookies.value
        let client = server.client()
        client.userName = "manager"
        client.password = "nope"
        let error = try await #require(throws: WebServiceError.self) { _ = try await client.getAsync(WhoAmI()) }
        #expect(error.statusCode == 401)
        #expect(error.message == "Invalid BasicAuth Credentials")
    }

    @Test func apiKeyAsBearerTokenAuthenticates() async throws {
        let server = try await AuthTestServer.cookies.value
        let client = server.client()
        client.bearerToken = AuthTestServer.apiKey
        #expect(try await client.getAsync(WhoAmI()).userName == "plain")
    }

    @Test func apiKeyInXApiKeyHeaderAuthenticates() async throws {
        let server = try await AuthTestServer.cookies.value
        let client = server.client()
        client.requestModifier = { $0.setValue(AuthTestServer.apiKey, forHTTPHeaderField: "X-Api-Key") }
        #expect(try await client.getAsync(WhoAmI()).userName == "plain")
    }

    @Test func apiKeyAsBasicUserNameAuthenticates() async throws {
        let server = try await AuthTestServer.cookies.value
        let client = server.client()
        let credentials = Data("\(AuthTestServer.apiKey):".utf8).base64EncodedString()
        client.requestModifier = { $0.setValue("Basic \(credentials)", forHTTPHeaderField: "Authorization") }
        #expect(try await client.getAsync(WhoAmI()).userName == "plain")
    }

    @Test func unknownApiKeyIs401() async throws {
        let server = try await AuthTestServer.cookies.value
        let client = server.client()
        client.requestModifier = { $0.setValue("ak-unknown", forHTTPHeaderField: "X-Api-Key") }
        let error = try await #require(throws: WebServiceError.self) { _ = try await client.getAsync(WhoAmI()) }
        #expect(error.statusCode == 401)
        #expect(error.message == "ApiKey does not exist")
    }

    @Test func publicServicesIgnoreRejectedCredentials() async throws {
        let server = try await AuthTestServer.cookies.value
        let client = server.client()
        client.bearerToken = "garbage"
        #expect(try await client.getAsync(PublicHello()).userName == nil)
        client.bearerToken = AuthTestServer.apiKey
        #expect(try await client.getAsync(PublicHello()).userName == "plain")
    }
}
