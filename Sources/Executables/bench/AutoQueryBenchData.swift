import Foundation
import SQLKit
import ServiceStack
import ServiceStackAutoQuery
import ServiceStackServer

/// A row of the benchmark's 100,000-row table.
struct BenchItem: Codable, Sendable {
    var id: Int
    var name: String
    var category: String
    var price: Double
    var rating: Int
    var created: Date
}

/// `Contains` search through AutoQuery.
final class SearchBenchItems: QueryDb<BenchItem>, IReturn {
    typealias Return = QueryResponse<BenchItem>
    var nameContains: String?

    required init() { super.init() }
    private enum CodingKeys: String, CodingKey { case nameContains }

    required init(from decoder: Decoder) throws {
        try super.init(from: decoder)
        nameContains = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(
            String.self, forKey: .nameContains)
    }

    override func encode(to encoder: Encoder) throws {
        try super.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(nameContains, forKey: .nameContains)
    }
}

/// The same two queries, written by hand with sql-kit: `nameContains` or a page ordered by price.
final class HandWrittenBenchQuery: IReturn, Codable {
    typealias Return = QueryResponse<BenchItem>
    var nameContains: String?
    var skip: Int?
    var take: Int?
}

enum AutoQueryBenchData {
    static let categories = ["Books", "Games", "Garden", "Music", "Outdoors", "Tools", "Toys", "Video"]
    static let words = [
        "alpha", "bravo", "cedar", "delta", "ember", "fjord", "gamma", "harbor", "indigo", "jade", "kite", "lumen",
        "maple", "nova", "orbit", "pine", "quartz", "river", "summit", "tidal",
    ]

    /// Creates and fills `BenchItem` with `count` deterministic rows, with an index on `price`.
    static func seed(_ database: any SQLDatabase, count: Int) async throws {
        try await database.create(table: "BenchItem")
            .column("id", type: .int, .primaryKey(autoIncrement: false))
            .column("name", type: .text, .notNull).column("category", type: .text, .notNull)
            .column("price", type: .real, .notNull).column("rating", type: .int, .notNull)
            .column("created", type: .real, .notNull).run()
        try await database.create(index: "BenchItemPrice").on("BenchItem").column("price").run()
        var state: UInt64 = 42
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        let epoch = Date(timeIntervalSince1970: 1_600_000_000)
        for batchStart in stride(from: 1, through: count, by: 5_000) {
            let rows = (batchStart..<min(batchStart + 5_000, count + 1)).map { id in
                BenchItem(
                    id: id,
                    name: "\(words[next() % words.count]) \(words[next() % words.count]) \(id)",
                    category: categories[next() % categories.count], price: Double(next() % 100_000) / 100,
                    rating: next() % 5 + 1, created: epoch.addingTimeInterval(Double(id) * 60))
            }
            try await database.insert(into: "BenchItem").models(rows).run()
        }
    }

    /// Serves `HandWrittenBenchQuery` with the SQL AutoQuery would run, written out.
    static func registerHandWritten(on host: ServiceStackHost, database: any SQLDatabase) {
        host.register(HandWrittenBenchQuery.self) { request, _ in
            let take = min(request.take ?? 100, 1000)
            let skip = request.skip ?? 0
            var rows = database.select().column("*").from("BenchItem")
            var count = database.select().column(SQLFunction("COUNT", args: SQLLiteral.all), as: "n").from("BenchItem")
            if let text = request.nameContains {
                let like: SQLQueryString = "UPPER(\(ident: "name")) LIKE UPPER(\(bind: escapeLike(text))) ESCAPE '\\'"
                rows = rows.where(like)
                count = count.where(like)
                rows = rows.orderBy("id")
            } else {
                rows = rows.orderBy("price")
            }
            let response = QueryResponse<BenchItem>()
            response.offset = skip
            response.results = try await rows.limit(take).offset(skip).all(decoding: BenchItem.self)
            response.total = try await count.first()?.decode(column: "n", as: Int.self) ?? 0
            return response
        }
    }

    private static func escapeLike(_ text: String) -> String {
        var escaped = "%"
        for character in text {
            if character == "%" || character == "_" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped + "%"
    }
}
