import Foundation
import SQLKit
import ServiceStack
import ServiceStackAutoQuery
import ServiceStackServer

/// The benchmark table's rows.
struct BenchTechnology: Codable, Sendable, Equatable {
    var id: Int
    var name: String
    var vendor: String?
    var year: Int
    var rating: Double?
}

/// The AutoQuery service under test: every filter comes from the query string.
final class QueryBenchTechnologies: QueryDb<BenchTechnology>, IReturn {
    typealias Return = QueryResponse<BenchTechnology>
}

/// The baseline: the same two queries written by hand in SQL, in an ordinary typed service.
final class HandWrittenBenchQuery: IReturn, Codable {
    typealias Return = QueryResponse<BenchTechnology>
    var nameContains: String?
    var skip: Int?
    var take: Int?
}

enum AutoQueryBenchData {
    static let table = "BenchTechnology"

    /// Creates the table and fills it with `count` generated rows.
    static func seed(_ database: any SQLDatabase, count: Int) async throws {
        let postgres = database.dialect.name == "postgresql"
        try await database.drop(table: table).ifExists().run()
        // SQLite's INTEGER PRIMARY KEY numbers new rows by itself; PostgreSQL needs an identity column.
        try await database.create(table: table)
            .column("id", type: .int, .primaryKey(autoIncrement: postgres))
            .column("name", type: .text, .notNull)
            .column("vendor", type: .text)
            .column("year", type: .int, .notNull)
            .column("rating", type: .real)
            .run()
        let vendors = ["Apple", "Google", "Microsoft", "Mozilla", "Oracle", "Amazon", "Meta"]
        for start in stride(from: 1, through: count, by: 1000) {
            let rows = (start..<min(start + 1000, count + 1)).map { id in
                BenchTechnology(
                    id: id, name: "Technology \(id)", vendor: id % 8 == 0 ? nil : vendors[id % vendors.count],
                    year: 1970 + id % 55, rating: id % 3 == 0 ? nil : Double(id % 50) / 10)
            }
            try await database.insert(into: table).models(rows, nilEncodingStrategy: .asNil).run()
        }
        if postgres {
            // The rows above were numbered explicitly: new rows continue after them.
            try await database.raw(
                "SELECT setval(pg_get_serial_sequence(\(literal: "\"\(table)\""), 'id'), \(literal: count))"
            ).run()
        }
    }

    /// Registers the hand-written baseline: a `Contains` search when `nameContains` is given, otherwise a
    /// page ordered by year (newest first) then name, exactly the SQL AutoQuery should produce.
    static func registerHandWritten(on host: ServiceStackHost, database: any SQLDatabase) {
        host.register(HandWrittenBenchQuery.self) { request, _ in
            let skip = request.skip ?? 0
            let take = request.take ?? 100
            let query: SQLQueryString
            if let text = request.nameContains {
                query = """
                    SELECT "id", "name", "vendor", "year", "rating" FROM "BenchTechnology" \
                    WHERE UPPER("name") LIKE UPPER(\(bind: "%" + text + "%")) ESCAPE '\\' \
                    ORDER BY "id" ASC LIMIT \(bind: take) OFFSET \(bind: skip)
                    """
            } else {
                query = """
                    SELECT "id", "name", "vendor", "year", "rating" FROM "BenchTechnology" \
                    ORDER BY "year" DESC, "name" ASC LIMIT \(bind: take) OFFSET \(bind: skip)
                    """
            }
            let response = QueryResponse<BenchTechnology>()
            response.offset = skip
            response.total = 0
            response.results = try await database.raw(query).all().map {
                try $0.decode(model: BenchTechnology.self)
            }
            return response
        }
    }
}
