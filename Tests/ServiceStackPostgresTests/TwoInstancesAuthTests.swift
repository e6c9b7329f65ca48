import Foundation
import PostgresTestSupport
import SQLKit
import ServiceStack
import ServiceStackPostgres
import ServiceStackSQLStores
import ServiceStackServer
import ServiceStackServerTesting
import Testing

/// Two instances on one PostgreSQL database share sign-ins: a sign-in on A works on B, by bearer token and by
/// `ss-id` cookie, and signing out on A is refused on B.
@Suite(.enabled(if: PostgresTestServer.isAvailable, Comment(rawValue: PostgresTestServer.skipReason)))
struct TwoInstancesAuthTests {
    static let secret = "two-instances-secret-0123456789-abcdefghij"

    @Test func aSignInOnOneInstanceIsHonouredAndRevokedOnTheOther() async throws {
        try await PostgresTestServer.withFreshDatabase { url in
            try await PostgresPool.withPool(url: url) { poolA in
                try await PostgresPool.withPool(url: url) { poolB in
                    let hostA = try await Self.makeHost(on: poolA.sql, addingUser: true)
                    let hostB = try await Self.makeHost(on: poolB.sql, addingUser: false)
                    try await hostA.test(.live) { clientA in
                        try await hostB.test(.live) { clientB in
                            try await Self.checkSharedSignIn(signInOn: clientA, checkOn: clientB)
                        }
                    }
                }
            }
        }
    }

    private static func checkSharedSignIn(signInOn clientA: HostTestClient, checkOn clientB: HostTestClient)
        async throws
    {
        let signIn = Authenticate()
        signIn.provider = "credentials"
        signIn.userName = "ann"
        signIn.password = "ann-pass"
        let response: AuthenticateResponse = try await clientA.postAsync(signIn)
        let bearer = try #require(response.bearerToken)
        let sessionId = try #require(response.sessionId)
        let byBearer = ["Authorization": "Bearer \(bearer)"]
        let byCookie = ["Cookie": "ss-id=\(sessionId)"]

        let bearerOnB = try await clientB.execute("GET", "api/SharedWhoAmI", headers: byBearer)
        #expect(bearerOnB.status == 200)
        #expect(bearerOnB.text.contains("\"userName\":\"ann\""))
        let cookieOnB = try await clientB.execute("GET", "api/SharedWhoAmI", headers: byCookie)
        #expect(cookieOnB.status == 200)
        #expect(cookieOnB.text.contains("\"userName\":\"ann\""))

        let signOut = Authenticate()
        signOut.provider = "logout"
        let _: AuthenticateResponse = try await clientA.postAsync(signOut)

        #expect(try await clientB.execute("GET", "api/SharedWhoAmI", headers: byBearer).status == 401)
        #expect(try await clientB.execute("GET", "api/SharedWhoAmI", headers: byCookie).status == 401)
    }

    /// A host whose auth stores are all on `database`; the first instance adds the user `ann`.
    private static func makeHost(on database: any SQLDatabase, addingUser: Bool) async throws -> ServiceStackHost {
        let users = try await SQLUserStore(database: database, passwordHashCost: 4)
        if addingUser { try await users.addUser(userName: "ann", password: "ann-pass", roles: ["Manager"]) }
        let feature = try await AuthFeature(
            users: users, jwtSecret: secret, tokenDelivery: .cookiesAndBody,
            apiKeyStore: try await SQLApiKeyStore(database: database),
            sessionStore: try await SQLSessionStore(database: database),
            tokenRevocations: try await SQLTokenRevocationStore(database: database))
        let host = ServiceStackHost(name: "TwoInstances")
        host.enableAuth(feature)
        host.register(SharedWhoAmI.self, requiresAuth: true) { _, context in
            let response = SharedWhoAmIResponse()
            response.userName = try context.requireSession().userName
            return response
        }
        return host
    }
}

/// Needs a signed-in caller; answers with their user name.
final class SharedWhoAmI: IReturn, Codable {
    typealias Return = SharedWhoAmIResponse
    init() {}
}

/// The caller as the instance saw them.
final class SharedWhoAmIResponse: Codable {
    var userName: String?
    var responseStatus: ResponseStatus?
    init() {}
}
