import Foundation
import ServiceStack
import ServiceStackAutoQuery
import ServiceStackServer
import ServiceStackServerTesting
import Testing

/// Foreign keys the database enforces answer like other constraints, naming the column on both databases: a
/// reference to a row that does not exist is a 400, deleting a row others still reference a 409.
@Suite struct CrudForeignKeyTests {
    @Test(arguments: DatabaseKind.allCases)
    func aReferenceToAMissingRowIs400NamingTheColumn(_ kind: DatabaseKind) async throws {
        try await CrudFixture.with(kind) { fixture in
            let created = try await fixture.json("POST", "api/CreateLaunch", #"{"rocketId":999,"site":"Nowhere"}"#)
            #expect(created.status == 400, "\(created.text)")
            #expect(created.responseStatus?.errorCode == "ForeignKey")
            #expect(created.responseStatus?.errors.map(\.fieldName) == ["rocketId"])
            #expect(try await fixture.count("Launch") == 0)

            let rocket = try await fixture.seed("Falcon")
            let launch = try await fixture.json("POST", "api/CreateLaunch", #"{"rocketId":\#(rocket)}"#)
            #expect(launch.status == 200)
            let launchId = try #require(try fromJsonDataThrows(IdResponse.self, launch.body).id)
            let moved = try await fixture.json(
                "PUT", "api/UpdateLaunch", #"{"id":\#(launchId),"rocketId":998,"site":"Elsewhere"}"#)
            #expect(moved.status == 400)
            #expect(moved.responseStatus?.errors.map(\.fieldName) == ["rocketId"])
        }
    }

    @Test(arguments: DatabaseKind.allCases)
    func deletingAReferencedRowIs409AndKeepsIt(_ kind: DatabaseKind) async throws {
        try await CrudFixture.with(kind) { fixture in
            let rocket = try await fixture.seed("Falcon")
            #expect(try await fixture.json("POST", "api/CreateLaunch", #"{"rocketId":\#(rocket)}"#).status == 200)
            let deleted = try await fixture.client.execute("DELETE", "rockets/\(rocket)")
            #expect(deleted.status == 409, "\(deleted.text)")
            #expect(deleted.responseStatus?.errorCode == "Conflict")
            #expect(deleted.responseStatus?.errors.map(\.fieldName) == ["id"])
            #expect(try await fixture.rocket(rocket) != nil)
        }
    }
}
