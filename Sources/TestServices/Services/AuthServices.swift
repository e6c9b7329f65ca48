import Foundation
import ServiceStack
import ServiceStackServer

/// The auth feature with the test user `test`/`test` (role `Admin`), plus services that need or revoke tokens:
/// `Secured` answers the `name` it is sent, `InvalidateLastAccessToken` revokes the caller's own token and
/// `ExpireAccessTokens` (every token issued so far) is for `Admin`s only.
enum AuthServices {
    /// Signs the test services' JWTs; only for tests.
    static let jwtSecret = "test-services-jwt-secret-not-for-production-use"

    /// The feature the test host uses: tokens in cookies and in the body, so clients can use either. Users,
    /// sessions and revoked tokens live in memory unless `stores` names shared ones.
    static func makeFeature(accessTokenLifetime: TimeInterval, stores: TestAuthStores?) async throws -> AuthFeature {
        let users: any UserStore
        if let shared = stores?.users {
            users = shared
        } else {
            let inMemory = InMemoryUserStore(passwordHashCost: 4)
            try inMemory.addUser(
                id: "1", userName: "test", password: "test", displayName: "Test User", roles: ["Admin"])
            users = inMemory
        }
        return try await AuthFeature(
            users: users, jwtSecret: jwtSecret, accessTokenLifetime: accessTokenLifetime,
            tokenDelivery: .cookiesAndBody, sessionStore: stores?.sessions, tokenRevocations: stores?.revocations)
    }

    static func register(on host: ServiceStackHost, auth: AuthFeature) {
        host.enableAuth(auth)
        host.register(Secured.self, routes: [Route("/secured")], requiresAuth: true) { request, context in
            let response = SecuredResponse()
            response.result = request.name ?? context.session?.userName
            return response
        }
        host.register(InvalidateLastAccessToken.self, routes: [Route("/jwt-invalidate")]) { _, context in
            try await auth.invalidateAccessToken(presentedIn: context)
            return EmptyResponse()
        }
        host.register(ExpireAccessTokens.self, requiresAuth: true, requiredRoles: ["Admin"]) { _, _ in
            try await auth.invalidateAccessTokens(issuedBefore: Date())
            return EmptyResponse()
        }
    }
}

/// Auth stores several test-server instances share (e.g. SQL stores on one PostgreSQL database); the user store
/// must already hold the test user `test`/`test` with role `Admin`.
package struct TestAuthStores: Sendable {
    package var users: any UserStore
    package var sessions: any SessionStore
    package var revocations: any TokenRevocationStore

    package init(users: any UserStore, sessions: any SessionStore, revocations: any TokenRevocationStore) {
        self.users = users
        self.sessions = sessions
        self.revocations = revocations
    }
}
