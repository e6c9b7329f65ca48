import Foundation
import SQLKit
import SQLiteKit
import ServiceStack
import ServiceStackAutoQuery
import ServiceStackSQLite
import ServiceStackServer

/// AutoQuery and AutoQuery CRUD over an in-memory SQLite `Rockstar` table, seeded with eight rows: anyone may
/// query, signed-in callers may create, update, patch and delete.
enum RockstarServices {
    static var seed: [Rockstar] {
        [
            Rockstar(firstName: "Jimi", lastName: "Hendrix", age: 27),
            Rockstar(firstName: "Janis", lastName: "Joplin", age: 27),
            Rockstar(firstName: "Jim", lastName: "Morrison", age: 27),
            Rockstar(firstName: "Kurt", lastName: "Cobain", age: 27),
            Rockstar(firstName: "Elvis", lastName: "Presley", age: 42),
            Rockstar(firstName: "David", lastName: "Grohl", age: 44),
            Rockstar(firstName: "Eddie", lastName: "Vedder", age: 48),
            Rockstar(firstName: "Michael", lastName: "Jackson", age: 50),
        ]
    }

    /// One in-memory database per process, shared by its test hosts and open until the process ends.
    private static let database = Task { () async throws -> any SQLDatabase in
        let connection = try await SQLiteConnection.open(storage: .memory)
        let database = connection.sql()
        try await database.create(table: "Rockstar")
            .column("id", type: .int, .autoIncrementPrimaryKey)
            .column("firstName", type: .text)
            .column("lastName", type: .text)
            .column("age", type: .int)
            .run()
        try await database.insert(into: "Rockstar").models(seed, nilEncodingStrategy: .asNil).run()
        return database
    }

    /// Registers the services over the process's `Rockstar` table.
    static func register(on host: ServiceStackHost) async throws {
        let autoQuery = AutoQueryFeature(database: try await database.value, engine: .sqlite)
        try autoQuery.register(QueryRockstars.self, routes: [Route("/rockstars", verbs: "GET")], on: host)
        try autoQuery.register(CreateRockstarWithReturn.self, requiresAuth: true, on: host)
        try autoQuery.register(UpdateRockstar.self, requiresAuth: true, on: host)
        try autoQuery.register(PatchRockstar.self, requiresAuth: true, on: host)
        try autoQuery.register(DeleteRockstar.self, requiresAuth: true, on: host)
    }
}
