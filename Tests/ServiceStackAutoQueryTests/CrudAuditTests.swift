import Foundation
import ServiceStack
import ServiceStackServerTesting
import Testing

/// Auth, validation, audit columns, soft delete and `autoPopulate`, with a session signed in through
/// credentials auth.
@Suite struct CrudAuditTests {
    @Test(arguments: DatabaseKind.allCases) func anAnonymousCallerOfAnAuthenticatedWriteIs401(_ kind: DatabaseKind)
        async throws
    {
        try await CrudFixture.with(kind) { fixture in
            let response = try await fixture.json("POST", "api/CreateAuditedRocket", #"{"name":"Anon"}"#)
            #expect(response.status == 401)
            #expect(try await fixture.count() == 0)
        }
    }

    @Test(arguments: DatabaseKind.allCases) func aValidatedRequestIs400WithFieldErrorsAndWritesNothing(
        _ kind: DatabaseKind
    ) async throws {
        try await CrudFixture.with(kind) { fixture in
            let response = try await fixture.json("POST", "api/CreateValidatedRocket", #"{"name":""}"#)
            #expect(response.status == 400)
            #expect(response.responseStatus?.errors.map(\.fieldName) == ["name", "stages"])
            #expect(try await fixture.count() == 0)
        }
    }

    @Test(arguments: DatabaseKind.allCases) func auditCreateFillsTheCreatedAndModifiedColumnsFromTheSession(
        _ kind: DatabaseKind
    ) async throws {
        try await CrudFixture.with(kind) { fixture in
            let userId = try await fixture.signIn()
            let before = Date().addingTimeInterval(-1)
            let request = CreateAuditedRocket()
            request.name = "Audited"
            let response = try await fixture.client.sendAsync(request)
            let row = try #require(response.result)
            #expect(row.createdBy == "ada")
            #expect(row.modifiedBy == "ada")
            #expect(try #require(row.createdDate) >= before)
            #expect(row.modifiedDate == row.createdDate)
            #expect(row.deletedDate == nil)
            #expect(row.ownerId == Int(userId))
            #expect(try await fixture.rocket(row.id)?.matches(row) == true)
        }
    }

    @Test(arguments: DatabaseKind.allCases) func auditModifyFillsOnlyTheModifiedColumnsAndAutoPopulateItsValue(
        _ kind: DatabaseKind
    ) async throws {
        try await CrudFixture.with(kind) { fixture in
            let id = try await fixture.seed("Patched")
            try await fixture.signIn()
            let request = UpdateAuditedRocket()
            request.id = id
            request.stages = 1
            let row = try #require(try await fixture.client.sendAsync(request).result)
            #expect(row.modifiedBy == "ada")
            #expect(row.modifiedDate != nil)
            #expect(row.createdBy == nil)
            #expect(row.slug == "audited")
            #expect(row.stages == 1)
        }
    }

    @Test(arguments: DatabaseKind.allCases) func auditSoftDeleteKeepsTheRowAndFillsTheDeletedColumns(
        _ kind: DatabaseKind
    ) async throws {
        try await CrudFixture.with(kind) { fixture in
            let id = try await fixture.seed("Retired")
            try await fixture.signIn()
            let request = SoftDeleteRocket()
            request.id = id
            let response = try await fixture.client.sendAsync(request)
            #expect(response.id == id)
            let stored = try #require(try await fixture.rocket(id))
            #expect(stored.deletedBy == "ada")
            #expect(stored.deletedDate != nil)
            #expect(response.result?.matches(stored) == true)
            let everything = try await fixture.client.sendAsync(QueryRockets())
            #expect(everything.results.map(\.id) == [id])
        }
    }

    @Test(arguments: DatabaseKind.allCases) func auditQueryLeavesSoftDeletedRowsOutWhateverTheFilters(
        _ kind: DatabaseKind
    ) async throws {
        try await CrudFixture.with(kind) { fixture in
            let kept = try await fixture.seed("Kept")
            let retired = try await fixture.seed("Retired")
            try await fixture.signIn()
            let request = SoftDeleteRocket()
            request.id = retired
            _ = try await fixture.client.sendAsync(request)
            let live = try await fixture.client.execute("GET", "api/QueryLiveRockets?name=Retired&id=\(kept)")
            #expect(live.status == 200)
            let page = try JSONDecoder().decode(QueryResponse<RocketSummary>.self, from: live.body)
            #expect(page.results.map(\.id) == [kept])
        }
    }

    @Test(arguments: DatabaseKind.allCases) func auditDeleteStampsTheRowJustBeforeDeletingIt(_ kind: DatabaseKind)
        async throws
    {
        try await CrudFixture.with(kind) { fixture in
            let id = try await fixture.seed("Gone")
            try await fixture.signIn()
            let request = HardDeleteAuditedRocket()
            request.id = id
            #expect(try await fixture.client.sendAsync(request).count == 1)
            #expect(try await fixture.rocket(id) == nil)
            #expect(fixture.deletedBy.current == ["ada"])
        }
    }
}

extension Rocket {
    /// Equal to `other`, dates to the millisecond the wire carries.
    func matches(_ other: Rocket) -> Bool {
        func same(_ a: Date?, _ b: Date?) -> Bool {
            guard let a, let b else { return a == nil && b == nil }
            return abs(a.timeIntervalSince(b)) < 0.001
        }
        var (left, right) = (self, other)
        let dates = [
            (left.createdDate, right.createdDate), (left.modifiedDate, right.modifiedDate),
            (left.deletedDate, right.deletedDate),
        ]
        (left.createdDate, left.modifiedDate, left.deletedDate) = (nil, nil, nil)
        (right.createdDate, right.modifiedDate, right.deletedDate) = (nil, nil, nil)
        return left == right && dates.allSatisfy { same($0.0, $0.1) }
    }
}
