import Foundation
import ServiceStack
import ServiceStackServerTesting
import Testing

/// CRUD over real HTTP on 127.0.0.1, through custom routes that take the operation's verb.
@Suite struct CrudLiveTests {
    @Test(arguments: DatabaseKind.allCases) func createUpdatePatchAndDeleteThroughCustomRoutes(_ kind: DatabaseKind)
        async throws
    {
        try await CrudFixture.with(kind, .live) { fixture in
            let created = try await fixture.json("POST", "rockets", #"{"name":"Live"}"#)
            #expect(created.status == 200)
            let id = try #require(try await fixture.rocket(1)).id
            let updated = try await fixture.json("PUT", "rockets/\(id)", #"{"name":"Live 2","stages":2}"#)
            #expect(updated.status == 200)
            let patched = try await fixture.json("PATCH", "rockets/\(id)", #"{"slug":"live"}"#)
            #expect(patched.status == 200)
            let stored = try #require(try await fixture.rocket(id))
            #expect((stored.name, stored.stages, stored.slug) == ("Live 2", 2, "live"))
            let deleted = try await fixture.client.execute("DELETE", "rockets/\(id)")
            #expect(deleted.status == 200)
            #expect(try await fixture.count() == 0)
        }
    }

    @Test(arguments: DatabaseKind.allCases) func aCustomRouteRefusesOtherVerbs(_ kind: DatabaseKind) async throws {
        try await CrudFixture.with(kind, .live) { fixture in
            let response = try await fixture.client.execute("GET", "rockets")
            #expect(response.status == 405)
            #expect(try await fixture.count() == 0)
        }
    }

    @Test(arguments: DatabaseKind.allCases)
    func predefinedRoutesAcceptAnyVerbAsServiceStacksGeneratedServicesDo(_ kind: DatabaseKind) async throws {
        try await CrudFixture.with(kind, .live) { fixture in
            let response = try await fixture.json("PUT", "api/CreateRocketWithResult", #"{"name":"AnyVerb"}"#)
            #expect(response.status == 200)
            #expect(try await fixture.count() == 1)
        }
    }

    @Test(arguments: DatabaseKind.allCases) func typedClientCallsReachTheHostOverHTTP(_ kind: DatabaseKind) async throws
    {
        try await CrudFixture.with(kind, .live) { fixture in
            let request = CreateRocketWithResult()
            request.name = "Typed"
            let response = try await fixture.client.sendAsync(request)
            #expect(response.result?.name == "Typed")
            let delete = DeleteRocket()
            delete.id = response.id
            #expect(try await fixture.client.sendAsync(delete).count == 1)
        }
    }
}
