import Foundation
import ServiceStack
import ServiceStackServer
import ServiceStackServerTesting
import Testing

/// Passwords cost bcrypt time, so the server checks them only where a session is needed, remembers recent
/// failures, runs a bounded number at once (429 with `Retry-After` past the queue), and checks an unknown user
/// against a dummy hash so that refusing one costs what refusing a known user's wrong password costs. Before,
/// `Authorization: Basic demo:wrong` on an anonymous endpoint cost a bcrypt check on every request.
@Suite struct PasswordCheckTests {
    /// Open to everyone; asks for the session, which checks a Basic password.
    final class AskForSession: IReturn, Codable {
        typealias Return = WhoAmIResponse
        init() {}
    }

    private struct Server {
        let host: ServiceStackHost
        let verifier: CountingVerifier
        let annHash: String
    }

    private static func server(
        maxConcurrentChecks: Int = 4, maxWaitingChecks: Int = 16, retryAfterSeconds: Int = 1
    ) async throws -> Server {
        let users = InMemoryUserStore(passwordHashCost: 4)
        let ann = try users.addUser(userName: "ann", password: "ann-pass")
        let verifier = CountingVerifier()
        let feature = try await AuthFeature(
            users: users, jwtSecret: AuthTestServer.secret, tokenDelivery: .body,
            passwordChecks: PasswordCheckLimits(
                maxConcurrentChecks: maxConcurrentChecks, maxWaitingChecks: maxWaitingChecks,
                retryAfterSeconds: retryAfterSeconds, verifier: verifier))
        let host = ServiceStackHost(name: "password-checks")
        host.enableAuth(feature)
        host.register(WhoAmI.self, requiresAuth: true) { _, context in
            Self.whoAmI(try context.requireSession())
        }
        host.register(PublicHello.self) { _, context in context.session.map(Self.whoAmI) ?? WhoAmIResponse() }
        host.register(AskForSession.self) { _, context in
            await context.getSessionAsync().map(Self.whoAmI) ?? WhoAmIResponse()
        }
        host.addRawEndpoint("/raw/session") { context in .text(context.session?.userName ?? "-") }
        host.addRawEndpoint("/raw/plain", readsSession: false) { context in .text(context.session?.userName ?? "-") }
        return Server(host: host, verifier: verifier, annHash: ann.passwordHash)
    }

    private static func whoAmI(_ session: AuthSession) -> WhoAmIResponse {
        let response = WhoAmIResponse()
        response.userName = session.userName
        return response
    }

    private static func basic(_ userName: String, _ password: String) -> [String: String] {
        ["Authorization": "Basic " + Data("\(userName):\(password)".utf8).base64EncodedString()]
    }

    private static func userName(_ response: HostTestResponse) throws -> String? {
        try fromJsonDataThrows(WhoAmIResponse.self, response.body).userName
    }

    @Test func basicAuthOnAnAnonymousOperationChecksNoPassword() async throws {
        let server = try await Self.server()
        try await server.host.test(.live) { client in
            for _ in 0..<5 {
                let wrong = try await client.execute("GET", "api/PublicHello", headers: Self.basic("ann", "wrong"))
                #expect(wrong.status == 200)
                let right = try await client.execute("GET", "api/PublicHello", headers: Self.basic("ann", "ann-pass"))
                #expect(right.status == 200)
                #expect(try Self.userName(right) == nil, "the service did not ask for the session")
            }
            #expect(server.verifier.count == 0)
        }
    }

    @Test func aServiceThatAsksForTheSessionGetsTheBasicUser() async throws {
        let server = try await Self.server()
        try await server.host.test(.live) { client in
            let right = try await client.execute("GET", "api/AskForSession", headers: Self.basic("ann", "ann-pass"))
            #expect(try Self.userName(right) == "ann")
            let wrong = try await client.execute("GET", "api/AskForSession", headers: Self.basic("ann", "wrong"))
            #expect(wrong.status == 200)
            #expect(try Self.userName(wrong) == nil)
            #expect(server.verifier.count == 2)
        }
    }

    @Test func rawEndpointsCheckThePasswordUnlessTheyReadNoSession() async throws {
        let server = try await Self.server()
        try await server.host.test(.live) { client in
            let reads = try await client.execute("GET", "raw/session", headers: Self.basic("ann", "ann-pass"))
            #expect(reads.text == "ann")
            #expect(server.verifier.count == 1)
            let plain = try await client.execute("GET", "raw/plain", headers: Self.basic("ann", "ann-pass"))
            #expect(plain.text == "-")
            let metadata = try await client.execute("GET", "types/metadata", headers: Self.basic("ann", "wrong"))
            #expect(metadata.status == 200)
            #expect(server.verifier.count == 1)
        }
    }

    @Test func aFailureIsRememberedAndNotCheckedAgain() async throws {
        let server = try await Self.server()
        try await server.host.test(.live) { client in
            let right = try await client.execute("GET", "api/WhoAmI", headers: Self.basic("ann", "ann-pass"))
            #expect(try Self.userName(right) == "ann")
            for _ in 0..<5 {
                let wrong = try await client.execute("GET", "api/WhoAmI", headers: Self.basic("ann", "wrong"))
                #expect(wrong.status == 401)
                #expect(wrong.responseStatus?.message == "Invalid BasicAuth Credentials")
            }
            let signIn = try await client.execute(
                "POST", "auth/credentials", headers: ["Content-Type": "application/json"],
                body: Data(#"{"userName":"ann","password":"wrong"}"#.utf8))
            #expect(signIn.status == 401)
            #expect(server.verifier.count == 2, "one check for the right password, one for the wrong one")
            let again = try await client.execute("GET", "api/WhoAmI", headers: Self.basic("ann", "ann-pass"))
            #expect(again.status == 200)
            #expect(server.verifier.count == 3)
        }
    }

    @Test func anUnknownUserCostsOneCheckAgainstADummyHashOfTheSameCost() async throws {
        let server = try await Self.server()
        try await server.host.test(.live) { client in
            let unknown = try await client.execute("GET", "api/WhoAmI", headers: Self.basic("nobody", "pass"))
            #expect(unknown.status == 401)
            #expect(unknown.responseStatus?.message == "Invalid BasicAuth Credentials")
            let known = try await client.execute("GET", "api/WhoAmI", headers: Self.basic("ann", "pass"))
            #expect(known.status == 401)
            #expect(known.responseStatus?.message == unknown.responseStatus?.message)
            #expect(server.verifier.count == 2)
            let dummy = try #require(server.verifier.hashes.first)
            #expect(dummy != server.annHash)
            #expect(dummy.prefix(7) == server.annHash.prefix(7), "the same bcrypt version and cost")
            #expect(server.verifier.hashes.last == server.annHash)
        }
    }

    @Test func checksPastTheQueueAre429WithRetryAfter() async throws {
        let server = try await Self.server(maxConcurrentChecks: 1, maxWaitingChecks: 0, retryAfterSeconds: 7)
        try await server.host.test(.live) { client in
            server.verifier.hold()
            async let held = client.execute("GET", "api/WhoAmI", headers: Self.basic("ann", "ann-pass"))
            await server.verifier.waitForStarts(1)
            let refused = try await client.execute("GET", "api/WhoAmI", headers: Self.basic("ann", "other"))
            #expect(refused.status == 429)
            #expect(refused.header("Retry-After") == "7")
            #expect(refused.responseStatus?.errorCode == "TooManyRequests")
            let signIn = try await client.execute(
                "POST", "auth/credentials", headers: ["Content-Type": "application/json"],
                body: Data(#"{"userName":"ann","password":"ann-pass"}"#.utf8))
            #expect(signIn.status == 429)
            #expect(signIn.header("Retry-After") == "7")
            let anonymous = try await client.execute("GET", "api/PublicHello", headers: Self.basic("ann", "other"))
            #expect(anonymous.status == 200, "an anonymous operation checks nothing, so is never refused")
            server.verifier.release()
            #expect(try await held.status == 200)
            #expect(server.verifier.count == 1)
        }
    }

    @Test func checksWaitTheirTurnWithinTheQueue() async throws {
        let server = try await Self.server(maxConcurrentChecks: 1, maxWaitingChecks: 1)
        try await server.host.test(.live) { client in
            server.verifier.hold()
            async let first = client.execute("GET", "api/WhoAmI", headers: Self.basic("ann", "ann-pass"))
            await server.verifier.waitForStarts(1)
            // Of two more, one waits for the running check and the other finds the queue full: the refused one
            // answers first, since the waiting one cannot finish before the running check is released.
            try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<2 {
                    group.addTask {
                        try await client.execute("GET", "api/WhoAmI", headers: Self.basic("ann", "ann-pass")).status
                    }
                }
                let refused = try await group.next()
                #expect(refused == 429)
                server.verifier.release()
                let served = try await group.next()
                #expect(served == 200)
            }
            #expect(try await first.status == 200)
            #expect(server.verifier.count == 2)
        }
    }
}
