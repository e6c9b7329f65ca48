import Foundation
import ServiceStack
import ServiceStackServer
import ServiceStackServerTesting

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A host with the auth feature, three users and an API key for the auth tests; clients reach it in memory.
struct AuthTestServer: Sendable {
    static let secret = "auth-tests-secret-0123456789-abcdefghijklmnop"
    static let apiKey = "ak-0123456789abcdef0123456789abcdef"

    let host: ServiceStackHost
    let feature: AuthFeature
    let users: InMemoryUserStore

    /// The shared server with ServiceStack's default token delivery (cookies only).
    static let cookies = Task { try await make(delivery: .cookies) }
    /// A server that returns tokens in the body only.
    static let body = Task { try await make(delivery: .body) }
    /// A server that sets the token cookies and also returns the tokens in the body.
    static let cookiesAndBody = Task { try await make(delivery: .cookiesAndBody) }

    static func make(
        delivery: TokenDelivery, accessTokenLifetime: TimeInterval = 3600, audiences: [String] = [],
        cookieOptions: AuthCookieOptions = AuthCookieOptions(), clock: ServerClock = .system
    ) async throws -> AuthTestServer {
        let users = InMemoryUserStore(passwordHashCost: 4)
        try users.addUser(userName: "admin", password: "admin-pass", displayName: "Admin", roles: ["Admin"])
        try users.addUser(userName: "manager", password: "manager-pass", email: "boss@example.org", roles: ["Manager"])
        try users.addUser(userName: "plain", password: "plain-pass")
        let feature = try await AuthFeature(
            users: users, jwtSecret: secret, audiences: audiences, accessTokenLifetime: accessTokenLifetime,
            apiKeys: [ApiKey(key: apiKey, userName: "plain")], tokenDelivery: delivery, cookieOptions: cookieOptions,
            clock: clock)
        let host = ServiceStackHost(name: "AuthTests")
        host.enableAuth(feature)
        host.register(WhoAmI.self, requiresAuth: true) { _, context in try whoAmI(context.requireSession()) }
        host.register(ManagersOnly.self, requiredRoles: ["Manager"]) { _, context in
            try whoAmI(context.requireSession())
        }
        host.register(PublicHello.self) { _, context in
            context.session.map(whoAmI) ?? WhoAmIResponse()
        }
        return AuthTestServer(host: host, feature: feature, users: users)
    }

    private static func whoAmI(_ session: AuthSession) -> WhoAmIResponse {
        let response = WhoAmIResponse()
        response.userId = session.userId
        response.userName = session.userName
        response.roles = session.roles
        return response
    }

    /// A client with its own cookie jar.
    func client() -> JsonServiceClient {
        let client = host.inMemoryClient()
        client.cookieStore = InMemoryCookieStore()
        return client
    }

    /// A client signed in as `userName` through `/auth/credentials`, and the response.
    func signedIn(_ userName: String, password: String? = nil) async throws -> (
        client: JsonServiceClient, response: AuthenticateResponse
    ) {
        let client = client()
        let response: AuthenticateResponse = try await client.postAsync(
            "auth/credentials", request: Self.credentials(userName, password ?? "\(userName)-pass"))
        return (client, response)
    }

    static func credentials(_ userName: String, _ password: String, provider: String? = nil) -> Authenticate {
        let request = Authenticate()
        request.provider = provider
        request.userName = userName
        request.password = password
        return request
    }

    /// Puts a cookie into `client`'s jar, as if the server had set it.
    func setCookie(_ name: String, _ value: String, on client: JsonServiceClient) {
        let properties: [HTTPCookiePropertyKey: Any] = [
            .name: name, .value: value, .domain: URL(string: client.baseUrl)?.host ?? "", .path: "/",
        ]
        if let cookie = HTTPCookie(properties: properties) { client.cookieStore.store([cookie]) }
    }
}
