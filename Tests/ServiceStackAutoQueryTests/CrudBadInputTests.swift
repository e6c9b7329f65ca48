import Foundation
import SQLiteKit
import ServiceStack
import ServiceStackAutoQuery
import ServiceStackSQLite
import ServiceStackServer
import ServiceStackServerTesting
import Testing

/// Bad input is a 4xx naming the field, with nothing written; bad request types are refused at registration.
@Suite struct CrudBadInputTests {
    @Test(
        arguments: DatabaseKind.allCases, ["PUT api/UpdateRocket", "PATCH api/PatchRocket", "DELETE api/DeleteRocket"])
    func anUnknownIdIs404NamingTheKey(_ kind: DatabaseKind, _ call: String) async throws {
        try await CrudFixture.with(kind) { fixture in
            try await fixture.seed("Kept")
            let parts = call.split(separator: " ").map(String.init)
            let response = try await fixture.json(parts[0], parts[1], #"{"id":999,"name":"Ghost"}"#)
            #expect(response.status == 404)
            #expect(response.responseStatus?.errors.first?.fieldName == "id")
            #expect(try await fixture.count() == 1)
        }
    }

    @Test(arguments: DatabaseKind.allCases) func anUpdateWithoutItsKeyIs400(_ kind: DatabaseKind) async throws {
        try await CrudFixture.with(kind) { fixture in
            let response = try await fixture.json("PUT", "api/UpdateRocket", #"{"name":"Nameless"}"#)
            #expect(response.status == 400)
            #expect(response.responseStatus?.errors.first?.fieldName == "id")
        }
    }

    @Test(arguments: DatabaseKind.allCases) func aDeleteWithNoConditionIsRefusedAndDeletesNothing(_ kind: DatabaseKind)
        async throws
    {
        try await CrudFixture.with(kind) { fixture in
            try await fixture.seed("One")
            try await fixture.seed("Two")
            let response = try await fixture.client.execute("DELETE", "api/DeleteRocket")
            #expect(response.status == 400)
            #expect(try await fixture.count() == 2)
        }
    }

    @Test(arguments: DatabaseKind.allCases) func aTakenUniqueValueIs409NamingTheColumn(_ kind: DatabaseKind)
        async throws
    {
        try await CrudFixture.with(kind) { fixture in
            try await fixture.seed("Falcon")
            let response = try await fixture.json("POST", "api/CreateRocket", #"{"name":"Falcon"}"#)
            #expect(response.status == 409)
            #expect(response.responseStatus?.errorCode == "Conflict")
            #expect(response.responseStatus?.errors.map(\.fieldName) == ["name"])
            #expect(try await fixture.count() == 1)
        }
    }

    @Test(arguments: DatabaseKind.allCases) func aMissingRequiredValueIs400NamingTheColumn(_ kind: DatabaseKind)
        async throws
    {
        try await CrudFixture.with(kind) { fixture in
            let response = try await fixture.json("POST", "api/CreateRocket", #"{"stages":2}"#)
            #expect(response.status == 400)
            #expect(response.responseStatus?.errors.map(\.fieldName) == ["name"])
            #expect(try await fixture.count() == 0)
        }
    }

    @Test(arguments: DatabaseKind.allCases) func aWrongJSONTypeIs400AndWritesNothing(_ kind: DatabaseKind) async throws
    {
        try await CrudFixture.with(kind) { fixture in
            let response = try await fixture.json("POST", "api/CreateRocket", #"{"name":"Typo","stages":"many"}"#)
            #expect(response.status == 400)
            #expect(try await fixture.count() == 0)
        }
    }

    @Test(arguments: DatabaseKind.allCases) func keysTheRequestDoesNotDeclareAreNeverWritten(_ kind: DatabaseKind)
        async throws
    {
        try await CrudFixture.with(kind) { fixture in
            let created = try await fixture.json("POST", "api/CreateRocketWithResult", #"{"name":"Sly","ownerId":99}"#)
            #expect(created.status == 200)
            let id = try #require(try await fixture.rocket(1)).id
            #expect(try await fixture.rocket(id)?.ownerId == nil)
            let updated = try await fixture.json("PUT", "api/UpdateRocket", #"{"id":\#(id),"name":"Sly","ownerId":5}"#)
            #expect(updated.status == 200)
            #expect(try await fixture.rocket(id)?.ownerId == nil)
        }
    }

    @Test func requestsThatCannotBeWrittenAreRefusedAtRegistration() async throws {
        let connection = try await SQLiteConnection.open(storage: .memory)
        defer { _ = connection.close() }
        let feature = AutoQueryFeature(database: connection.sql(), engine: .sqlite)
        let host = ServiceStackHost(name: "crud-registration")
        let error = #expect(throws: AutoQueryConfigurationError.self) {
            try feature.register(CreateBrokenRocket.self, on: host)
        }
        #expect(error?.description.contains("colour") == true)
        #expect(throws: AutoQueryConfigurationError.self) {
            try feature.register(UpdateRocketWithoutKey.self, on: host)
        }
        // `tags` is no column unless ignored.
        #expect(throws: AutoQueryConfigurationError.self) {
            try feature.register(CreateRocket.self, options: CrudOptions(), on: host)
        }
        #expect(throws: AutoQueryConfigurationError.self) {
            try feature.register(
                CreateRocketWithResult.self, options: CrudOptions(primaryKey: "rocketId"), on: host)
        }
        #expect(throws: AutoQueryConfigurationError.self) {
            try feature.register(SaveRocket.self, options: CrudOptions(autoApply: [.auditCreate]), on: host)
        }
        #expect(throws: AutoQueryConfigurationError.self) {
            try feature.register(CreateRocketWithResult.self, options: CrudOptions(autoApply: [.auditQuery]), on: host)
        }
        // A query applies auditQuery alone, and only over a deletedDate column.
        #expect(throws: AutoQueryConfigurationError.self) {
            try feature.register(QueryRockets.self, autoApply: [.auditCreate], on: host)
        }
        #expect(throws: AutoQueryConfigurationError.self) {
            try feature.register(FindTechnologies.self, autoApply: [.auditQuery], on: host)
        }
        #expect(throws: AutoQueryConfigurationError.self) {
            try feature.register(
                CreateRocketWithResult.self, options: CrudOptions(autoPopulate: [AutoPopulate("launched", .utcNow)]),
                on: host)
        }
    }
}
