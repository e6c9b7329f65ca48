import Foundation
import ServiceStack
import ServiceStackServer
import Testing

/// Claims of a correctly signed token, and the 401 message the server answers them with (nil: accepted).
struct ClaimCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let message: String?
    let claims: @Sendable () -> ChosenClaims

    static let accessTokens: [ClaimCase] = [
        ClaimCase(testDescription: "valid", message: nil) { ChosenClaims() },
        ClaimCase(testDescription: "nbf an hour ahead", message: "Token not valid yet") {
            ChosenClaims(notBefore: SignedTokens.now + 3600)
        },
        ClaimCase(testDescription: "iat an hour ahead", message: "Token not valid yet") {
            ChosenClaims(issuedAt: SignedTokens.now + 3600)
        },
        ClaimCase(testDescription: "nbf and iat within the clock skew", message: nil) {
            ChosenClaims(issuedAt: SignedTokens.now + 30, notBefore: SignedTokens.now + 30)
        },
        ClaimCase(testDescription: "nbf in the past", message: nil) {
            ChosenClaims(notBefore: SignedTokens.now - 60)
        },
        ClaimCase(testDescription: "another issuer", message: "Invalid Issuer: evil") {
            ChosenClaims(issuer: "evil")
        },
        ClaimCase(testDescription: "no issuer", message: "Invalid Issuer: ") { ChosenClaims(issuer: nil) },
        ClaimCase(testDescription: "expired", message: "Token has expired") {
            ChosenClaims(expiration: SignedTokens.now - 1)
        },
        ClaimCase(testDescription: "no iat", message: "Token is invalid") { ChosenClaims(issuedAt: nil) },
        ClaimCase(testDescription: "no exp", message: "Token is invalid") { ChosenClaims(expiration: nil) },
    ]
}

@Suite struct TokenClaimTests {
    @Test(arguments: ClaimCase.accessTokens)
    func accessTokenClaimsAreChecked(_ claimCase: ClaimCase) async throws {
        let server = try await AuthTestServer.body.value
        let client = server.client()
        client.bearerToken = try await SignedTokens.sign(claimCase.claims())
        guard let message = claimCase.message else {
            #expect(try await client.getAsync(WhoAmI()).userName == "manager")
            return
        }
        let error = try await #require(throws: WebServiceError.self) { _ = try await client.getAsync(WhoAmI()) }
        #expect(error.statusCode == 401)
        #expect(error.serviceErrorCode == "TokenException")
        #expect(error.message == message)
    }

    @Test(arguments: [
        ("nbf an hour ahead", ChosenClaims(notBefore: SignedTokens.now + 3600), "Token not valid yet"),
        ("iat an hour ahead", ChosenClaims(issuedAt: SignedTokens.now + 3600), "Token not valid yet"),
        ("another issuer", ChosenClaims(issuer: "evil"), "Invalid Issuer: evil"),
    ])
    func refreshTokenClaimsAreChecked(_ name: String, _ claims: ChosenClaims, _ message: String) async throws {
        let server = try await AuthTestServer.body.value
        let request = GetAccessToken()
        request.refreshToken = try await SignedTokens.sign(claims, type: "JWTR")
        let error = try await #require(throws: WebServiceError.self, "\(name)") {
            _ = try await server.client().postAsync(request)
        }
        #expect(error.statusCode == 401)
        #expect(error.message == message)
    }

    @Test func aWellFormedRefreshTokenStillWorks() async throws {
        let server = try await AuthTestServer.body.value
        let request = GetAccessToken()
        request.refreshToken = try await SignedTokens.sign(ChosenClaims(), type: "JWTR")
        let accessToken = try await server.client().postAsync(request).accessToken
        #expect(accessToken != nil)
        let client = server.client()
        client.bearerToken = accessToken
        #expect(try await client.getAsync(WhoAmI()).userName == "manager")
    }

    @Test func configuredAudiencesAreIssuedAndRequired() async throws {
        let server = try await AuthTestServer.make(delivery: .body, audiences: ["techstacks"])
        let (_, login) = try await server.signedIn("manager")
        let issued = try #require(login.bearerToken)
        #expect(ForgedTokens.decode(ForgedTokens.parts(issued)[1])["aud"] as? String == "techstacks")
        let client = server.client()
        client.bearerToken = issued
        #expect(try await client.getAsync(WhoAmI()).userName == "manager")
        let refresh = GetAccessToken()
        refresh.refreshToken = login.refreshToken
        #expect(try await server.client().postAsync(refresh).accessToken != nil)

        for (audience, message) in [(["other"], "Invalid Audience: other"), (nil, "Invalid Audience: ")] {
            client.bearerToken = try await SignedTokens.sign(ChosenClaims(audience: audience))
            let error = try await #require(throws: WebServiceError.self) { _ = try await client.getAsync(WhoAmI()) }
            #expect(error.statusCode == 401)
            #expect(error.message == message)
        }
        client.bearerToken = try await SignedTokens.sign(ChosenClaims(audience: ["x", "techstacks"]))
        #expect(try await client.getAsync(WhoAmI()).userName == "manager")
    }

    @Test func aNegativeOrHugeClockSkewIsAConfigurationError() async throws {
        for skew in [-1, 2 * AuthFeature.maximumClockSkew] {
            await #expect(throws: AuthConfigurationError.invalidClockSkew(skew)) {
                _ = try await AuthFeature(
                    users: InMemoryUserStore(), jwtSecret: AuthTestServer.secret, allowedClockSkew: skew)
            }
        }
    }
}
