import SQLKit
import ServiceStackAutoQuery
import Testing

/// A deleted row's id is never handed to the next row, on either database: a client holding a stale id must not
/// reach someone else's new row with it.
@Suite struct AutoIncrementPrimaryKeyTests {
    @Test(arguments: DatabaseKind.allCases)
    func theNewestRowsIdIsNotReusedAfterItsDelete(_ kind: DatabaseKind) async throws {
        try await kind.withDatabase { database in
            try await database.create(table: "Numbered")
                .column("id", type: .int, .autoIncrementPrimaryKey)
                .column("name", type: .text)
                .run()
            let first = try await insert("first", into: database)
            let second = try await insert("second", into: database)
            try await database.delete(from: "Numbered").where("id", .equal, second).run()
            let third = try await insert("third", into: database)
            #expect(second > first)
            #expect(third > second)
        }
    }

    private func insert(_ name: String, into database: any SQLDatabase) async throws -> Int {
        let row = try await database.insert(into: "Numbered").columns("name").values(SQLBind(name))
            .returning("id").first()
        return try #require(row).decode(column: "id", as: Int.self)
    }
}
