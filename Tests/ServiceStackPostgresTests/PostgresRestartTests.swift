import Foundation
import PostgresTestSupport
import SQLKit
import ServiceStack
import ServiceStackAutoQuery
import ServiceStackPostgres
import ServiceStackServer
import ServiceStackServerTesting
import TestSupport
import Testing

/// The row the restart test writes.
struct RestartItem: Codable, Sendable {
    var id: Int
    var name: String
}

/// Creates a `RestartItem` through AutoQuery CRUD.
final class CreateRestartItem: ICreateDb, IReturn, Codable {
    typealias Table = RestartItem
    typealias Return = IdResponse
    var name: String?
    init() {}
}

/// PostgreSQL stopped and started again under a running host: requests fail with a clear 503 while it is down,
/// succeed again once it is back without restarting the host, and no write that answered 200 is lost.
@Suite(
    .enabled(if: PostgresTestServer.isAvailable, Comment(rawValue: PostgresTestServer.skipReason)),
    .tags(.postgresRestarts))
struct PostgresRestartTests {
    @Test func aRestartedDatabaseAnswers503WhileDownAndKeepsEveryCommittedWrite() async throws {
        try await DedicatedPostgresServer.with { server in
            // Requests give up waiting for a connection after 20 s while the server is down.
            try await PostgresPool.withPool(url: server.url, maxConnections: 4, leaseTimeout: .seconds(20)) { pool in
                // A loaded machine may take longer than the lease timeout to open the new server's first connection.
                let created = await eventualValue { () -> Bool? in
                    do {
                        try await pool.sql.create(table: "RestartItem").ifNotExists()
                            .column("id", type: .int, .primaryKey(autoIncrement: true))
                            .column("name", type: .text, .notNull, .unique)
                            .run()
                        return true
                    } catch {
                        return nil
                    }
                }
                try #require(created == true, "the dedicated server never took the table")
                let host = ServiceStackHost(name: "restart")
                try AutoQueryFeature(database: pool.sql, engine: .postgres).register(CreateRestartItem.self, on: host)
                try await host.test(.live) { testClient in
                    let client = testClient.makeClient()
                    client.timeout = 120
                    try await Self.check(server: server, client: client, pool: pool)
                }
            }
        }
    }

    private static func check(server: DedicatedPostgresServer, client: JsonServiceClient, pool: PostgresPool)
        async throws
    {
        var outcomes: [String: Outcome] = [:]
        for index in 0..<5 { outcomes["before-\(index)"] = await create("before-\(index)", client) }
        #expect(outcomes.values.allSatisfy { $0 == .created })

        // Requests in flight while the server stops: each one either committed or is a 503.
        let during = try await withThrowingTaskGroup(of: (String, Outcome).self) { group in
            for index in 0..<8 {
                group.addTask { ("during-\(index)", await create("during-\(index)", client)) }
            }
            try await server.stop()
            var results: [(String, Outcome)] = []
            for try await result in group { results.append(result) }
            return results
        }
        for (name, outcome) in during {
            outcomes[name] = outcome
            #expect(outcome == .created || outcome == .unavailable, "\(name): \(outcome)")
        }

        for index in 0..<3 {
            let outcome = await create("down-\(index)", client)
            outcomes["down-\(index)"] = outcome
            #expect(outcome == .unavailable, "while down: \(outcome)")
        }

        try await server.start()
        // The pool retries connecting with a growing pause (at most a minute) while the server is down.
        let recovered = await eventualValue(within: 150) {
            await create("after-0", client) == .created ? true : nil
        }
        #expect(recovered == true, "the host never reached the restarted database")
        outcomes["after-0"] = recovered == true ? .created : .unavailable
        for index in 1..<5 {
            let outcome = await create("after-\(index)", client)
            outcomes["after-\(index)"] = outcome
            #expect(outcome == .created)
        }

        let stored = try await pool.sql.select().column("name").from("RestartItem").all()
            .map { try $0.decode(column: "name", as: String.self) }
        let created = Set(outcomes.filter { $0.value == .created }.keys)
        // A commit whose acknowledgement the stop cut off may be stored although the host answered 503; only
        // requests in flight can be such, and every write that answered 200 must be there.
        let inFlightUnavailable = Set(during.filter { $0.1 == .unavailable }.map(\.0))
        #expect(created.isSubset(of: Set(stored)), "lost: \(created.subtracting(stored))")
        #expect(Set(stored).subtracting(created).isSubset(of: inFlightUnavailable))
        #expect(stored.count == Set(stored).count)
    }

    /// What creating `name` answered.
    enum Outcome: Equatable, Sendable {
        case created
        case unavailable
        case other(String)
    }

    private static func create(_ name: String, _ client: JsonServiceClient) async -> Outcome {
        let request = CreateRestartItem()
        request.name = name
        do {
            let response = try await client.sendAsync(request)
            return response.id == nil ? .other("no id") : .created
        } catch let error as WebServiceError {
            if error.statusCode == 503, error.status.errorCode == "ServiceUnavailable",
                error.status.message == "The database is unavailable, try again later"
            {
                return .unavailable
            }
            return .other("\(error.statusCode) \(error.status.errorCode ?? "") \(error.status.message ?? "")")
        } catch {
            return .other("\(error)")
        }
    }
}
