import Foundation
import ServiceStack
import ServiceStackServer

/// The auth feature with the test user `test`/`test` (role `Admin`), plus services that need or revoke tokens.
enum AuthServices {
    /// Signs the test services' JWTs; only for tests.
    static let jwtSecret = "test-services-jwt-secret-not-for-production-use"

    /// The feature the test host uses: tokens in cookies and in the body, so clients can use either.
    static func makeFeature(accessTokenLifetime: TimeInterval) async throws -> AuthFeature {
        let users = InMemoryUserStore(passwordHashCost: 4)
        try users.addUser(id: "1", userName: "test", password: "test", displayName: "Test User", roles: ["Admin"])
        return try await AuthFeature(
            users: users, jwtSecret: jwtSecret, accessTokenLifetime: accessTokenLifetime,
            tokenDelivery: .cookiesAndBody)
    }

    static func register(on host: ServiceStackHost, auth: AuthFeature) {
        host.enableAuth(auth)
        host.register(Secured.self, requiresAuth: true) { request, context in
            let response = SecuredResponse()
            response.result = "Hello, \(request.name ?? context.session?.userName ?? "")!"
            return response
        }
        host.register(InvalidateLastAccessToken.self) { _, context in
            try await auth.invalidateAccessToken(presentedIn: context)
            return EmptyResponse()
        }
        host.register(ExpireAccessTokens.self) { _, _ in
            try await auth.invalidateAccessTokens(issuedBefore: Date())
            return EmptyResponse()
        }
    }
}
