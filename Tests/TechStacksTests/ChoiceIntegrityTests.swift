import Foundation
import SQLKit
import ServiceStack
import ServiceStackServerTesting
import Testing

/// Every `TechnologyChoice` names an existing technology and stack, whatever writes race: the database's
/// foreign keys hold it (on PostgreSQL, deleting technologies while stacks using them were created left 232
/// choices pointing at deleted technologies), and databases made before the keys are brought up to date.
/// One case at a time: each PostgreSQL case runs a server whose pool opens up to 20 connections.
@Suite("TechStacks keeps every choice's technology and stack", .serialized)
struct ChoiceIntegrityTests {
    @Test(arguments: TechStacksDatabaseKind.allCases)
    func creatingStacksWhileDeletingTheirTechnologiesLeavesNoOrphans(_ kind: TechStacksDatabaseKind) async throws {
        try await kind.withDatabase { database in
            try await withTechStacksStorage(.live, database: database) { client, sql in
                let auth = try await client.demoAuthorization()
                var technologyIds: [Int] = []
                for index in 0..<12 {
                    let created = try await client.send(
                        "POST", "technology", #"{"name":"Doomed \#(index)","tier":"Data"}"#, as: auth)
                    let id = try #require(Self.resultId(created), "\(created.text)")
                    technologyIds.append(id)
                }
                let ids = technologyIds.map(String.init).joined(separator: ",")
                let statuses = try await withThrowingTaskGroup(of: (String, Int).self) { group in
                    for round in 0..<36 {
                        group.addTask {
                            let response = try await client.send(
                                "POST", "techstacks", #"{"name":"Racing \#(round)","technologyIds":[\#(ids)]}"#,
                                as: auth)
                            return ("create", response.status)
                        }
                        if round % 3 == 1 {
                            let id = technologyIds[round / 3]
                            group.addTask {
                                ("delete", try await client.send("DELETE", "technology/\(id)", "{}", as: auth).status)
                            }
                        }
                    }
                    var statuses: [(String, Int)] = []
                    for try await status in group { statuses.append(status) }
                    return statuses
                }
                #expect(statuses.allSatisfy { [200, 400].contains($0.1) }, "\(statuses)")
                #expect(statuses.filter { $0.0 == "delete" }.allSatisfy { $0.1 == 200 }, "\(statuses)")
                #expect(try await TechStacksRows.orphanedChoices(in: sql) == 0)
            }
        }
    }

    @Test(arguments: TechStacksDatabaseKind.allCases)
    func deletingATechnologyTakesItOutOfEveryStack(_ kind: TechStacksDatabaseKind) async throws {
        try await kind.withDatabase { database in
            try await withTechStacksStorage(database: database) { client, sql in
                let auth = try await client.demoAuthorization()
                let users = try await sql.raw(
                    #"SELECT COUNT(*) AS n FROM "TechnologyChoice" WHERE "technologyId" = 1"#
                ).first()?.decode(column: "n", as: Int.self)
                #expect((users ?? 0) > 0)
                #expect(try await client.send("DELETE", "technology/1", "{}", as: auth).status == 200)
                let left = try await sql.raw(
                    #"SELECT COUNT(*) AS n FROM "TechnologyChoice" WHERE "technologyId" = 1"#
                ).first()?.decode(column: "n", as: Int.self)
                #expect(left == 0)
                #expect(try await TechStacksRows.orphanedChoices(in: sql) == 0)
            }
        }
    }

    /// A database made before the keys, with a choice whose technology is gone, gets the keys on the next start
    /// and loses the orphan.
    @Test(arguments: TechStacksDatabaseKind.allCases)
    func anOlderDatabaseGetsTheForeignKeys(_ kind: TechStacksDatabaseKind) async throws {
        try await kind.withDatabase { database in
            try await withTechStacksStorage(database: database) { _, sql in
                try await Self.dropForeignKeys(sql)
                try await sql.raw(
                    #"INSERT INTO "TechnologyChoice" ("technologyId", "technologyStackId") VALUES (999999, 1)"#
                ).run()
                #expect(try await TechStacksRows.orphanedChoices(in: sql) == 1)
            }
            try await withTechStacksStorage(database: database) { client, sql in
                #expect(try await TechStacksRows.orphanedChoices(in: sql) == 0)
                let auth = try await client.demoAuthorization()
                #expect(try await client.send("DELETE", "technology/2", "{}", as: auth).status == 200)
                #expect(try await TechStacksRows.orphanedChoices(in: sql) == 0)
                await #expect(throws: (any Error).self) {
                    try await sql.raw(
                        #"INSERT INTO "TechnologyChoice" ("technologyId", "technologyStackId") VALUES (999999, 1)"#
                    ).run()
                }
            }
        }
    }

    /// Turns the table back into what the demo made before it had foreign keys.
    private static func dropForeignKeys(_ sql: any SQLDatabase) async throws {
        if sql.dialect.name == "postgresql" {
            for column in ["technologyId", "technologyStackId"] {
                try await sql.raw(
                    "ALTER TABLE \(ident: "TechnologyChoice") DROP CONSTRAINT \(ident: "TechnologyChoice_\(column)_fkey")"
                ).run()
            }
            return
        }
        try await sql.raw(
            """
            CREATE TABLE "TechnologyChoice_old" ("id" INTEGER PRIMARY KEY AUTOINCREMENT,
              "technologyId" INTEGER NOT NULL, "technologyStackId" INTEGER NOT NULL, "justification" TEXT)
            """
        ).run()
        try await sql.raw(#"INSERT INTO "TechnologyChoice_old" SELECT * FROM "TechnologyChoice""#).run()
        try await sql.raw(#"DROP TABLE "TechnologyChoice""#).run()
        try await sql.raw(#"ALTER TABLE "TechnologyChoice_old" RENAME TO "TechnologyChoice""#).run()
    }

    private static func resultId(_ response: HostTestResponse) -> Int? {
        guard let json = try? JSONSerialization.jsonObject(with: response.body) as? [String: Any],
            let result = json["result"] as? [String: Any]
        else { return nil }
        return result["id"] as? Int
    }
}
