import Foundation
import ServiceStack
import ServiceStackAsyncHTTPClient
import ServiceStackPostgres
import ServiceStackSQLStores
import ServiceStackServer
import TestServices

/// `bench server --sessions`: requests per second of `Secured` (needs a signed-in caller) called with an `ss-id` cookie,
/// on a host whose sessions and revoked sign-ins are in PostgreSQL against one that keeps them in memory.
///
/// Each request reads the session from its store, so the PostgreSQL host pays one indexed lookup per request;
/// the ratio says what sharing sessions between instances costs.
enum SessionsBench {
    private struct Candidate {
        let name: String
        let url: String
        let cookie: String
        var rates: [Double] = []
    }

    private static let jwtSecret = "bench-sessions-secret-0123456789-abcdefghij"

    static func run(seconds: Int, rounds: Int, connections: Int, url: String) async throws {
        try await PostgresPool.withPool(url: url, maxConnections: connections) { pool in
            let inMemory = try await start(sessions: InMemorySessionStore(), revocations: nil)
            let shared = try await start(
                sessions: try await SQLSessionStore(database: pool.sql),
                revocations: try await SQLTokenRevocationStore(database: pool.sql))
            var candidates = [
                try await candidate("sessions in memory", inMemory),
                try await candidate("sessions in PostgreSQL", shared),
            ]
            let load = LoadGenerator.detect(connections: connections)
            print("load: \(load.name)  connections: \(connections)  \(seconds) s per round, \(rounds) rounds")
            for candidate in candidates {
                _ = try await load.run(url: candidate.url, seconds: 1, headers: [("Cookie", candidate.cookie)])
            }
            for round in 0..<rounds {
                for offset in 0..<candidates.count {
                    let index = (round + offset) % candidates.count
                    let result = try await load.run(
                        url: candidates[index].url, seconds: seconds, headers: [("Cookie", candidates[index].cookie)])
                    candidates[index].rates.append(result.requestsPerSecond)
                }
                print(
                    "round \(round + 1): " + candidates.map { Measure.format($0.rates[round]) }.joined(separator: " ")
                        + "   PostgreSQL/memory "
                        + Measure.ratio(candidates[1].rates[round], candidates[0].rates[round]))
            }
            let baseline = Measure.median(candidates[0].rates)
            print("sessions                   req/s (median)  ratio  per-round ratio")
            for candidate in candidates {
                let median = Measure.median(candidate.rates)
                let paired = Measure.median(zip(candidate.rates, candidates[0].rates).map { $0 / $1 })
                print(
                    candidate.name.padding(toLength: 26, withPad: " ", startingAt: 0) + Measure.format(median)
                        + "      " + Measure.ratio(median, baseline) + "   " + Measure.ratio(paired, 1))
            }
            await inMemory.stop()
            await shared.stop()
        }
    }

    /// A host with the bench user `bench`/`bench` and `Secured`, keeping sessions in `sessions`.
    private static func start(sessions: any SessionStore, revocations: (any TokenRevocationStore)?) async throws
        -> RunningHost
    {
        let users = InMemoryUserStore(passwordHashCost: 4)
        try users.addUser(id: "1", userName: "bench", password: "bench", displayName: "Bench", roles: [])
        let auth = try await AuthFeature(
            users: users, jwtSecret: jwtSecret, tokenDelivery: .cookiesAndBody, sessionStore: sessions,
            tokenRevocations: revocations)
        let host = ServiceStackHost(name: "bench-sessions")
        host.enableAuth(auth)
        host.register(Secured.self, requiresAuth: true) { _, context in
            let response = SecuredResponse()
            response.result = "Hello, \(try context.requireSession().userName)!"
            return response
        }
        return try await host.start()
    }

    /// Signs in on `host` and checks that its `ss-id` alone is enough to call `Secured`.
    private static func candidate(_ name: String, _ host: RunningHost) async throws -> Candidate {
        let client = JsonServiceClient(baseUrl: host.baseUrl, transport: AsyncHTTPClientTransport())
        let signIn = Authenticate()
        signIn.provider = "credentials"
        signIn.userName = "bench"
        signIn.password = "bench"
        let response: AuthenticateResponse = try await client.postAsync(signIn)
        guard let sessionId = response.sessionId else { throw BenchError.unexpected("\(name): no session id") }
        let url = host.baseUrl + "api/Secured"
        let cookie = "ss-id=\(sessionId)"
        let answer = try await LoadGenerator.fetch(url, headers: [("Cookie", cookie)])
        guard answer.contains("Hello, bench!") else { throw BenchError.unexpected("\(name) answered: \(answer)") }
        return Candidate(name: name, url: url, cookie: cookie)
    }
}
