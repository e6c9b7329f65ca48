import Foundation
import ServiceStack
import ServiceStackServerTesting
import Testing

/// `beforeWrite`, `afterWrite` and `afterCommit`, the transaction around them, and concurrent writes.
@Suite struct CrudHookTests {
    @Test(arguments: DatabaseKind.allCases) func beforeWriteChangesTheValuesWritten(_ kind: DatabaseKind) async throws {
        try await CrudFixture.with(kind) { fixture in
            let request = CreateRocket()
            request.name = "New Glenn"
            let response = try await fixture.client.sendAsync(request)
            let id = try #require(response.id.flatMap { Int($0) })
            #expect(try await fixture.rocket(id)?.slug == "new-glenn")
        }
    }

    @Test(arguments: DatabaseKind.allCases) func beforeWriteRefusesWithAFieldErrorAndNothingIsWritten(
        _ kind: DatabaseKind
    ) async throws {
        try await CrudFixture.with(kind) { fixture in
            let response = try await fixture.json("POST", "api/CreateRocket", #"{"name":"forbidden"}"#)
            #expect(response.status == 400)
            #expect(response.responseStatus?.errors.first?.fieldName == "name")
            #expect(try await fixture.count() == 0)
            #expect(fixture.commits.current.isEmpty)
        }
    }

    @Test(arguments: DatabaseKind.allCases) func afterWriteJoinsTheTransactionAndAddsToTheResult(_ kind: DatabaseKind)
        async throws
    {
        try await CrudFixture.with(kind) { fixture in
            let request = CreateRocket()
            request.name = "Starship"
            request.tags = ["heavy", "reusable"]
            let id = try #require(try await fixture.client.sendAsync(request).id)
            #expect(try await fixture.count("RocketTag") == 2)
            #expect(fixture.commits.current == ["create \(id)"])
        }
    }

    @Test(arguments: DatabaseKind.allCases) func afterWriteThrowingRollsEverythingBackAndSkipsAfterCommit(
        _ kind: DatabaseKind
    ) async throws {
        try await CrudFixture.with(kind) { fixture in
            try await fixture.seed("Existing")
            let response = try await fixture.json(
                "POST", "api/CreateRocket", #"{"name":"explode","tags":["lost"]}"#)
            #expect(response.status == 500)
            #expect(try await fixture.count() == 1)
            #expect(try await fixture.count("RocketTag") == 0)
            #expect(fixture.commits.current.isEmpty)
        }
    }

    @Test(arguments: DatabaseKind.allCases) func fiftyConcurrentCreatesWriteFiftyRowsWithDistinctIds(
        _ kind: DatabaseKind
    ) async throws {
        try await CrudFixture.with(kind) { fixture in
            let ids = try await withThrowingTaskGroup(of: String?.self) { group in
                for index in 0..<50 {
                    group.addTask {
                        let request = CreateRocket()
                        request.name = "Rocket \(index)"
                        request.tags = ["t\(index)"]
                        return try await fixture.client.sendAsync(request).id
                    }
                }
                return try await group.reduce(into: [String?]()) { $0.append($1) }
            }
            #expect(Set(ids.compactMap { $0 }).count == 50)
            #expect(try await fixture.count() == 50)
            #expect(try await fixture.count("RocketTag") == 50)
            #expect(fixture.commits.current.count == 50)
        }
    }

    @Test(arguments: DatabaseKind.allCases) func singleStatementWritesNeverLandInsideAnotherWritesRolledBackTransaction(
        _ kind: DatabaseKind
    ) async throws {
        try await CrudFixture.with(kind) { fixture in
            let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
                for index in 0..<60 {
                    group.addTask {
                        // Every third call opens a transaction that afterWrite rolls back.
                        let body =
                            index % 3 == 0
                            ? (path: "api/CreateRocket", json: #"{"name":"explode","tags":["x"]}"#)
                            : (path: "api/CreateRocketWithResult", json: #"{"name":"Kept \#(index)"}"#)
                        return try await fixture.json("POST", body.path, body.json).status
                    }
                }
                return try await group.reduce(into: [Int]()) { $0.append($1) }
            }
            #expect(statuses.sorted() == Array(repeating: 200, count: 40) + Array(repeating: 500, count: 20))
            #expect(try await fixture.count() == 40)
            #expect(try await fixture.count("RocketTag") == 0)
        }
    }
}
