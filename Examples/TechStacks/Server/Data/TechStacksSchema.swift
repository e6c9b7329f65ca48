import SQLKit
import ServiceStackAutoQuery

/// Creates the demo's tables and fills them with `SeedData` when they are empty.
enum TechStacksSchema {
    static func prepare(_ database: any SQLDatabase, seed: () -> SeedData = { SeedData.generate() }) async throws {
        try await createTables(database)
        let existing = try await database.select().column(SQLFunction("COUNT", args: SQLLiteral.all), as: "n")
            .from("Technology").first()
        guard try existing?.decode(column: "n", as: Int.self) ?? 0 == 0 else { return }
        let data = seed()
        try await database.insert(into: "Technology").models(data.technologies, nilEncodingStrategy: .asNil).run()
        try await database.insert(into: "TechnologyStack").models(data.stacks, nilEncodingStrategy: .asNil).run()
        for batch in stride(from: 0, to: data.choices.count, by: 500) {
            let rows = data.choices[batch..<min(batch + 500, data.choices.count)]
            try await database.insert(into: "TechnologyChoice").models(Array(rows), nilEncodingStrategy: .asNil).run()
        }
        try await continueIdentities(on: database)
    }

    /// Seeding writes explicit ids, which SQLite's AUTOINCREMENT follows by itself but PostgreSQL's identity
    /// columns do not: there, each sequence moves past the largest id, or the first new row would collide.
    private static func continueIdentities(on database: any SQLDatabase) async throws {
        guard database.dialect.name == "postgresql" else { return }
        for table in ["Technology", "TechnologyStack", "TechnologyChoice"] {
            try await database.raw(
                """
                SELECT setval(pg_get_serial_sequence(\(bind: "\"\(table)\""), 'id'), \
                (SELECT COALESCE(MAX(id), 1) FROM \(ident: table)))
                """
            ).run()
        }
    }

    /// `BOOLEAN`: a boolean on PostgreSQL, 0 or 1 on SQLite (sql-kit has no portable boolean type).
    private static var boolean: SQLDataType { .custom(SQLRaw("BOOLEAN")) }

    private static func createTables(_ database: any SQLDatabase) async throws {
        try await database.create(table: "Technology").ifNotExists()
            .column("id", type: .int, .autoIncrementPrimaryKey)
            .column("name", type: .text, .notNull)
            .column("vendorName", type: .text).column("vendorUrl", type: .text).column("productUrl", type: .text)
            .column("logoUrl", type: .text).column("description", type: .text)
            .column("created", type: .timestamp).column("createdBy", type: .text)
            .column("lastModified", type: .timestamp).column("lastModifiedBy", type: .text).column(
                "ownerId", type: .text
            )
            .column("slug", type: .text, .notNull, .unique)
            .column("logoApproved", type: Self.boolean).column("isLocked", type: Self.boolean).column(
                "tier", type: .text
            )
            .column("lastStatusUpdate", type: .timestamp).column("organizationId", type: .int)
            .column("commentsPostId", type: .int).column("viewCount", type: .int).column("favCount", type: .int)
            .run()
        try await database.create(table: "TechnologyStack").ifNotExists()
            .column("id", type: .int, .autoIncrementPrimaryKey)
            .column("name", type: .text, .notNull)
            .column("vendorName", type: .text).column("description", type: .text)
            .column("appUrl", type: .text).column("screenshotUrl", type: .text)
            .column("created", type: .timestamp).column("createdBy", type: .text)
            .column("lastModified", type: .timestamp).column("lastModifiedBy", type: .text)
            .column("isLocked", type: Self.boolean).column("ownerId", type: .text)
            .column("slug", type: .text, .notNull, .unique)
            .column("details", type: .text).column("detailsHtml", type: .text)
            .column("lastStatusUpdate", type: .timestamp).column("organizationId", type: .int)
            .column("commentsPostId", type: .int).column("viewCount", type: .int).column("favCount", type: .int)
            .run()
        try await createChoices(named: "TechnologyChoice", on: database)
        try await TechStacksSchemaUpgrade.addForeignKeys(on: database)
        for column in ["technologyId", "technologyStackId"] {
            try await database.raw(
                "CREATE INDEX IF NOT EXISTS \(ident: "TechnologyChoice_\(column)") ON \(ident: "TechnologyChoice") (\(ident: column))"
            ).run()
        }
    }

    /// The join table of stacks and technologies: a choice goes with its technology or its stack (the database
    /// cascades their deletes), and cannot name either when it does not exist.
    static func createChoices(named table: String, on database: any SQLDatabase) async throws {
        try await database.create(table: table).ifNotExists()
            .column("id", type: .int, .autoIncrementPrimaryKey)
            .column("technologyId", type: .int, .notNull, .references("Technology", "id", onDelete: .cascade))
            .column(
                "technologyStackId", type: .int, .notNull, .references("TechnologyStack", "id", onDelete: .cascade)
            )
            .column("justification", type: .text)
            .run()
    }
}
