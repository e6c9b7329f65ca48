import Foundation
import SQLKit
import SQLiteKit
import ServiceStack
import ServiceStackAutoQuery
import ServiceStackServer
import Testing

// The AutoQuery code of ServiceStackServer's getting-started article and ServiceStackAutoQuery's landing page,
// kept compiling and running here.

private struct Book: Codable, Sendable {
    var id: Int
    var title: String
    var year: Int
}

private final class QueryBooks: QueryDb<Book>, IReturn {
    typealias Return = QueryResponse<Book>
}

@Suite("AutoQuery getting-started snippets")
struct AutoQueryGuideTests {
    @Test(arguments: DatabaseKind.allCases) func servesAndPagesAQueryDbRequest(_ kind: DatabaseKind) async throws {
        try await kind.withDatabase { database in
            try await database.create(table: "Book")
                .column("id", type: .int, .primaryKey(autoIncrement: false))
                .column("title", type: .text, .notNull)
                .column("year", type: .int, .notNull)
                .run()
            let books = (1...25).map { Book(id: $0, title: "Book \($0)", year: 2000 + $0) }
            try await database.insert(into: "Book").models(books).run()

            let host = ServiceStackHost(name: "library")
            let autoQuery = AutoQueryFeature(
                database: database, engine: kind.engine, limits: AutoQueryLimits(defaultTake: 100, maxLimit: 1000))
            try autoQuery.register(QueryBooks.self, on: host)
            let running = try await host.start()
            let client = JsonServiceClient(baseUrl: running.baseUrl)
            do {
                let recent = try await client.getAsync(
                    QueryBooks(), query: ["YearGreaterThan": "2020", "orderBy": "-Year"])
                #expect(recent.results.map(\.id) == [25, 24, 23, 22, 21])

                var titles: [String] = []
                for try await book in client.queryResults(QueryBooks(), pageSize: 10) { titles.append(book.title) }
                #expect(titles.count == 25)
            } catch {
                await running.stop()
                throw error
            }
            await running.stop()
        }
    }
}
