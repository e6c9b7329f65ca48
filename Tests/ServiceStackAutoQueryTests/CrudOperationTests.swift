import Foundation
import ServiceStack
import ServiceStackServerTesting
import Testing

/// Each operation against a real SQLite table through a real host, and the response shapes it fills.
@Suite struct CrudOperationTests {
    @Test(arguments: DatabaseKind.allCases) func createWritesTheSetPropertiesAndAnswersTheNewIdAsText(
        _ kind: DatabaseKind
    ) async throws {
        try await CrudFixture.with(kind) { fixture in
            let request = CreateRocket()
            request.name = "Falcon"
            let response = try await fixture.client.sendAsync(request)
            let id = try #require(response.id.flatMap { Int($0) })
            let stored = try #require(try await fixture.rocket(id))
            #expect(stored.name == "Falcon")
            #expect(stored.stages == nil)
            #expect(stored.createdDate == nil)
        }
    }

    @Test(arguments: DatabaseKind.allCases) func createFillsIdCountAndAProjectedResultFromTheStoredRow(
        _ kind: DatabaseKind
    ) async throws {
        try await CrudFixture.with(kind) { fixture in
            let request = CreateRocketWithResult()
            request.name = "Atlas"
            request.stages = 2
            let response = try await fixture.client.sendAsync(request)
            let id = try #require(response.id)
            #expect(response.count == 1)
            #expect(response.result == RocketSummary(id: id, name: "Atlas", slug: nil, stages: 2, nickname: nil))
        }
    }

    @Test(arguments: DatabaseKind.allCases) func createKeepsAPrimaryKeyTheRequestSets(_ kind: DatabaseKind) async throws
    {
        try await CrudFixture.with(kind) { fixture in
            let request = CreateRocketWithResult()
            request.id = 42
            request.name = "Vega"
            let response = try await fixture.client.sendAsync(request)
            #expect(response.id == 42)
            #expect(try await fixture.rocket(42)?.name == "Vega")
        }
    }

    @Test(arguments: DatabaseKind.allCases) func updateWritesEveryDeclaredColumnAndUnsetOnesAsNull(_ kind: DatabaseKind)
        async throws
    {
        try await CrudFixture.with(kind) { fixture in
            let id = try await fixture.seed("Soyuz", slug: "soyuz", stages: 3, ownerId: 9)
            let request = UpdateRocket()
            request.id = id
            request.name = "Soyuz-2"
            let response = try await fixture.client.sendAsync(request)
            #expect(response.id == id)
            #expect(response.count == 1)
            #expect(response.result == RocketSummary(id: id, name: "Soyuz-2", slug: nil, stages: nil, nickname: nil))
            let stored = try #require(try await fixture.rocket(id))
            #expect(stored.slug == nil)
            #expect(stored.stages == nil)
            #expect(stored.ownerId == 9)
        }
    }

    @Test(arguments: DatabaseKind.allCases) func patchWritesOnlyTheSetProperties(_ kind: DatabaseKind) async throws {
        try await CrudFixture.with(kind) { fixture in
            let id = try await fixture.seed("Ariane", slug: "ariane", stages: 3)
            let request = PatchRocket()
            request.id = id
            request.stages = 2
            let response = try await fixture.client.sendAsync(request)
            #expect(response.count == 1)
            #expect(response.result == RocketSummary(id: id, name: "Ariane", slug: "ariane", stages: 2, nickname: nil))
            #expect(try await fixture.rocket(id)?.slug == "ariane")
        }
    }

    @Test(arguments: DatabaseKind.allCases) func patchThatSetsNothingReportsTheRowUnchanged(_ kind: DatabaseKind)
        async throws
    {
        try await CrudFixture.with(kind) { fixture in
            let id = try await fixture.seed("Delta", stages: 4)
            let request = PatchRocket()
            request.id = id
            let response = try await fixture.client.sendAsync(request)
            #expect(response.result?.stages == 4)
        }
    }

    @Test(arguments: DatabaseKind.allCases) func deleteByIdAnswersIdAndCountButNoResult(_ kind: DatabaseKind)
        async throws
    {
        try await CrudFixture.with(kind) { fixture in
            let id = try await fixture.seed("Titan")
            try await fixture.seed("Thor")
            let request = DeleteRocket()
            request.id = id
            let response = try await fixture.client.sendAsync(request)
            #expect(response.id == id)
            #expect(response.count == 1)
            #expect(response.result == nil)
            #expect(try await fixture.rocket(id) == nil)
            #expect(try await fixture.count() == 1)
        }
    }

    @Test(arguments: DatabaseKind.allCases) func deleteByFiltersRemovesEveryMatchingRow(_ kind: DatabaseKind)
        async throws
    {
        try await CrudFixture.with(kind) { fixture in
            try await fixture.seed("A", stages: 2)
            try await fixture.seed("B", stages: 2)
            try await fixture.seed("C", stages: 3)
            let request = DeleteRocket()
            request.stages = 2
            let response = try await fixture.client.sendAsync(request)
            #expect(response.count == 2)
            #expect(response.id == nil)
            #expect(try await fixture.count() == 1)
        }
    }

    @Test(arguments: DatabaseKind.allCases) func voidDeleteAnswers204(_ kind: DatabaseKind) async throws {
        try await CrudFixture.with(kind) { fixture in
            let id = try await fixture.seed("Electron")
            let response = try await fixture.client.execute("DELETE", "json/reply/DeleteRocketQuietly?id=\(id)")
            #expect(response.status == 204)
            #expect(try await fixture.count() == 0)
        }
    }

    @Test(arguments: DatabaseKind.allCases) func saveInsertsWithoutAKeyThenUpdatesTheRowItsKeyNames(
        _ kind: DatabaseKind
    ) async throws {
        try await CrudFixture.with(kind) { fixture in
            let insert = SaveRocket()
            insert.name = "Antares"
            insert.stages = 2
            let inserted = try await fixture.client.sendAsync(insert)
            let id = try #require(inserted.id)
            #expect(inserted.result?.name == "Antares")
            let update = SaveRocket()
            update.id = id
            update.name = "Antares 230"
            let updated = try await fixture.client.sendAsync(update)
            #expect(updated.id == id)
            #expect(updated.result == RocketSummary(id: id, name: "Antares 230", slug: nil, stages: nil, nickname: nil))
            #expect(try await fixture.count() == 1)
        }
    }

    @Test(arguments: DatabaseKind.allCases) func saveWithAnUnknownKeyInsertsItsRow(_ kind: DatabaseKind) async throws {
        try await CrudFixture.with(kind) { fixture in
            let request = SaveRocket()
            request.id = 77
            request.name = "Minotaur"
            let response = try await fixture.client.sendAsync(request)
            #expect(response.id == 77)
            #expect(try await fixture.rocket(77)?.name == "Minotaur")
        }
    }
}
