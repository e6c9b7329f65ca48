import SQLKit
import ServiceStackServer

/// Writes of the `TechnologyChoice` join table, made inside a CRUD write's transaction (`database`).
extension TechStacksRepository {
    /// Makes `technologyIds` the stack's technologies; unknown ids are a field error and nothing is written.
    func replaceChoices(ofStack stackId: Int, technologyIds: [Int], on database: any SQLDatabase) async throws {
        let wanted = Array(Set(technologyIds)).sorted()
        if !wanted.isEmpty {
            let rows = try await database.select().column("id").from("Technology")
                .where("id", .in, wanted).all()
            let known = Set(try rows.map { try $0.decode(column: "id", as: Int.self) })
            let unknown = wanted.filter { !known.contains($0) }
            if !unknown.isEmpty {
                let message = "Unknown technology ids: \(unknown.map(String.init).joined(separator: ", "))."
                throw ValidationError([
                    FieldError(errorCode: "NotFound", fieldName: "TechnologyIds", message: message)
                ])
            }
        }
        try await database.delete(from: "TechnologyChoice").where("technologyStackId", .equal, stackId).run()
        for technologyId in wanted {
            try await database.insert(into: "TechnologyChoice")
                .columns("technologyId", "technologyStackId").values(SQLBind(technologyId), SQLBind(stackId)).run()
        }
    }

    /// Removes the technology from every stack.
    func deleteChoices(ofTechnology technologyId: Int, on database: any SQLDatabase) async throws {
        try await database.delete(from: "TechnologyChoice").where("technologyId", .equal, technologyId).run()
    }
}
