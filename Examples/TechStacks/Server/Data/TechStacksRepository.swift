import SQLKit
import ServiceStackAutoQuery

/// Reads technologies and stacks from the demo database; every value from a request is a bound parameter.
struct TechStacksRepository: Sendable {
    let database: any SQLDatabase
    /// Reads the database's errors.
    let engine: any SQLEngine

    func allTechnologies() async throws -> [Technology] {
        try await database.select().column("*").from("Technology").orderBy("name").all(decoding: Technology.self)
    }

    func allStacks() async throws -> [TechnologyStack] {
        try await database.select().column("*").from("TechnologyStack").orderBy("name")
            .all(decoding: TechnologyStack.self)
    }

    func technology(slug: String) async throws -> Technology? {
        try await database.select().column("*").from("Technology").where("slug", .equal, slug)
            .first(decoding: Technology.self)
    }

    func technology(id: Int) async throws -> Technology? {
        try await database.select().column("*").from("Technology").where("id", .equal, id)
            .first(decoding: Technology.self)
    }

    func stack(id: Int) async throws -> TechnologyStack? {
        try await database.select().column("*").from("TechnologyStack").where("id", .equal, id)
            .first(decoding: TechnologyStack.self)
    }

    func stack(slug: String) async throws -> TechStackDetails? {
        try await database.select().column("*").from("TechnologyStack").where("slug", .equal, slug)
            .first(decoding: TechStackDetails.self)
    }

    /// The stacks that use the technology `technologyId`, most viewed first.
    func stacks(usingTechnology technologyId: Int) async throws -> [TechnologyStack] {
        try await database.select().column(SQLColumn(SQLLiteral.all, table: SQLIdentifier("TechnologyStack")))
            .from("TechnologyStack")
            .join(
                "TechnologyChoice", on: SQLColumn("technologyStackId", table: "TechnologyChoice"), .equal,
                SQLColumn("id", table: "TechnologyStack")
            )
            .where(SQLColumn("technologyId", table: "TechnologyChoice"), .equal, SQLBind(technologyId))
            .orderBy(SQLColumn("viewCount", table: "TechnologyStack"), SQLDirection.descending)
            .all(decoding: TechnologyStack.self)
    }

    /// The technologies chosen by the stack `stackId`, in tier order.
    func choices(ofStack stackId: Int) async throws -> [TechnologyInStack] {
        try await database.select().column(SQLColumn(SQLLiteral.all, table: SQLIdentifier("Technology")))
            .column(SQLColumn("technologyId", table: "TechnologyChoice"))
            .column(SQLColumn("technologyStackId", table: "TechnologyChoice"))
            .column(SQLColumn("justification", table: "TechnologyChoice"))
            .from("TechnologyChoice")
            .join(
                "Technology", on: SQLColumn("id", table: "Technology"), .equal,
                SQLColumn("technologyId", table: "TechnologyChoice")
            )
            .where(SQLColumn("technologyStackId", table: "TechnologyChoice"), .equal, SQLBind(stackId))
            .orderBy(SQLColumn("id", table: "TechnologyChoice"))
            .all(decoding: TechnologyInStack.self)
    }

    /// How many stacks use each technology, by technology id.
    func stackCounts() async throws -> [Int: Int] {
        let rows = try await database.select().column("technologyId")
            .column(SQLFunction("COUNT", args: SQLLiteral.all), as: "n")
            .from("TechnologyChoice").groupBy("technologyId").all()
        var counts: [Int: Int] = [:]
        for row in rows {
            counts[try row.decode(column: "technologyId", as: Int.self)] = try row.decode(column: "n", as: Int.self)
        }
        return counts
    }
}
