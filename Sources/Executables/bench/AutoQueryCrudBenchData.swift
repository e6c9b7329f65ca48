import Foundation
import SQLKit
import ServiceStack
import ServiceStackAutoQuery
import ServiceStackServer

/// AutoQuery CRUD's create under test: inserts the properties it sets and answers the new id.
final class CreateBenchTechnology: ICreateDb, IReturn, Codable {
    typealias Table = BenchTechnology
    typealias Return = IdResponse
    var name: String?
    var vendor: String?
    var year: Int?
    var rating: Double?
}

/// AutoQuery CRUD's update under test: replaces every column of the row its id finds.
final class UpdateBenchTechnology: IUpdateDb, IReturn, Codable {
    typealias Table = BenchTechnology
    typealias Return = IdResponse
    var id: Int?
    var name: String?
    var vendor: String?
    var year: Int?
    var rating: Double?
}

/// The baseline create: the same INSERT written with sql-kit in an ordinary typed service.
final class HandWrittenBenchCreate: IReturn, Codable {
    typealias Return = IdResponse
    var name: String?
    var vendor: String?
    var year: Int?
    var rating: Double?
}

/// The baseline update: the same UPDATE written with sql-kit in an ordinary typed service.
final class HandWrittenBenchUpdate: IReturn, Codable {
    typealias Return = IdResponse
    var id: Int?
    var name: String?
    var vendor: String?
    var year: Int?
    var rating: Double?
}

enum AutoQueryCrudBenchData {
    /// Registers the AutoQuery CRUD writes and their hand-written baselines.
    static func register(on host: ServiceStackHost, feature: AutoQueryFeature, database: any SQLDatabase) throws {
        try feature.register(CreateBenchTechnology.self, on: host)
        try feature.register(UpdateBenchTechnology.self, on: host)
        let table = SQLIdentifier(AutoQueryBenchData.table)
        host.register(HandWrittenBenchCreate.self) { request, _ in
            let row = try await database.insert(into: table).columns("name", "vendor", "year", "rating")
                .values(SQLBind(request.name), SQLBind(request.vendor), SQLBind(request.year), SQLBind(request.rating))
                .returning("id").first()
            return try idResponse(row)
        }
        host.register(HandWrittenBenchUpdate.self) { request, _ in
            let row = try await database.update(table).set("name", to: request.name).set("vendor", to: request.vendor)
                .set("year", to: request.year).set("rating", to: request.rating).where("id", .equal, request.id)
                .returning("id").first()
            guard row != nil else { throw HttpError.notFound("No BenchTechnology has that id") }
            return try idResponse(row)
        }
    }

    private static func idResponse(_ row: (any SQLRow)?) throws -> IdResponse {
        let response = IdResponse()
        response.id = try row.map { String(try $0.decode(column: "id", as: Int.self)) }
        return response
    }
}
