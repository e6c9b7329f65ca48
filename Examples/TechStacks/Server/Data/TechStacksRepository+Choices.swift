import SQLKit
import ServiceStack
import ServiceStackAutoQuery
import ServiceStackServer

/// Writes of the `TechnologyChoice` join table, made inside a CRUD write's transaction (`database`).
extension TechStacksRepository {
    /// Makes `technologyIds` the stack's technologies; unknown ids are a field error and nothing is written.
    ///
    /// The foreign key on `technologyId` settles a race the check cannot: a technology deleted after the check
    /// (or while this transaction runs) makes the insert fail, and the same field error is answered.
    func replaceChoices(ofStack stackId: Int, technologyIds: [Int], on database: any SQLDatabase) async throws {
        let wanted = Array(Set(technologyIds)).sorted()
        if !wanted.isEmpty {
            let rows = try await database.select().column("id").from("Technology")
                .where("id", .in, wanted).all()
            let known = Set(try rows.map { try $0.decode(column: "id", as: Int.self) })
            let unknown = wanted.filter { !known.contains($0) }
            if !unknown.isEmpty { throw Self.unknownTechnologies(unknown) }
        }
        try await database.delete(from: "TechnologyChoice").where("technologyStackId", .equal, stackId).run()
        for technologyId in wanted {
            do {
                try await database.insert(into: "TechnologyChoice")
                    .columns("technologyId", "technologyStackId").values(SQLBind(technologyId), SQLBind(stackId))
                    .run()
            } catch {
                guard ConstraintViolation(error, engine: engine, operation: .create)?.kind == .missingReference else {
                    throw error
                }
                throw Self.unknownTechnologies([technologyId])
            }
        }
    }

    private static func unknownTechnologies(_ ids: [Int]) -> ValidationError {
        let message = "Unknown technology ids: \(ids.map(String.init).joined(separator: ", "))."
        return ValidationError([FieldError(errorCode: "NotFound", fieldName: "TechnologyIds", message: message)])
    }
}
