import SQLKit

/// Brings a database made before `TechnologyChoice` had foreign keys up to date: choices of technologies or stacks
/// that no longer exist are dropped, and the keys added. Safe to run on every start, by several instances at once.
enum TechStacksSchemaUpgrade {
    static func addForeignKeys(on database: any SQLDatabase) async throws {
        if database.dialect.name == "postgresql" {
            try await addOnPostgres(database)
        } else if database.dialect.name == "sqlite" {
            try await rebuildOnSQLite(database)
        }
    }

    /// PostgreSQL adds the constraints in place; an instance that finds them added meanwhile lets it be.
    private static func addOnPostgres(_ database: any SQLDatabase) async throws {
        for (column, table) in [("technologyId", "Technology"), ("technologyStackId", "TechnologyStack")] {
            let constraint = "TechnologyChoice_\(column)_fkey"
            try await database.raw(
                """
                DO $$ BEGIN
                  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = '\(unsafeRaw: constraint)') THEN
                    DELETE FROM "TechnologyChoice" c
                      WHERE NOT EXISTS (SELECT 1 FROM \(ident: table) t WHERE t.id = c.\(ident: column));
                    ALTER TABLE "TechnologyChoice" ADD CONSTRAINT \(ident: constraint) FOREIGN KEY (\(ident: column))
                      REFERENCES \(ident: table) (id) ON DELETE CASCADE;
                  END IF;
                EXCEPTION WHEN duplicate_object THEN NULL;
                END $$
                """
            ).run()
        }
    }

    /// SQLite cannot add a constraint to a table: the table is copied into one made with them.
    private static func rebuildOnSQLite(_ database: any SQLDatabase) async throws {
        let keys = try await database.raw("PRAGMA foreign_key_list(\(ident: "TechnologyChoice"))").all()
        guard keys.isEmpty else { return }
        try await database.raw("BEGIN").run()
        do {
            try await TechStacksSchema.createChoices(named: "TechnologyChoice_upgraded", on: database)
            try await database.raw(
                """
                INSERT INTO "TechnologyChoice_upgraded" ("id", "technologyId", "technologyStackId", "justification")
                SELECT c."id", c."technologyId", c."technologyStackId", c."justification" FROM "TechnologyChoice" c
                WHERE EXISTS (SELECT 1 FROM "Technology" t WHERE t."id" = c."technologyId")
                  AND EXISTS (SELECT 1 FROM "TechnologyStack" s WHERE s."id" = c."technologyStackId")
                """
            ).run()
            try await database.raw("DROP TABLE \(ident: "TechnologyChoice")").run()
            try await database.raw(
                "ALTER TABLE \(ident: "TechnologyChoice_upgraded") RENAME TO \(ident: "TechnologyChoice")"
            ).run()
            try await database.raw("COMMIT").run()
        } catch {
            try? await database.raw("ROLLBACK").run()
            throw error
        }
    }
}
