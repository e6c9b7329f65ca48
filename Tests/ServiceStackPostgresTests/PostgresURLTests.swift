import PostgresKit
import PostgresNIO
import PostgresTestSupport
import SQLKit
import ServiceStackPostgres
import Testing

@Suite("postgres:// URLs")
struct PostgresURLTests {
    @Test func everyPartIsRead() throws {
        let configuration = try PostgresClient.Configuration(url: "postgres://app:s3cret@db.internal:6543/catalog")
        #expect(configuration.host == "db.internal")
        #expect(configuration.port == 6543)
        #expect(configuration.username == "app")
        #expect(configuration.password == "s3cret")
        #expect(configuration.database == "catalog")
    }

    @Test func defaultsFillWhatIsLeftOut() throws {
        let configuration = try PostgresClient.Configuration(url: "postgresql://localhost")
        #expect(configuration.port == 5432)
        #expect(configuration.username == "postgres")
        #expect(configuration.password == nil)
        #expect(configuration.database == nil)
    }

    @Test(arguments: ["mysql://localhost/db", "postgres:///db", "not a url", ""])
    func otherURLsAreRefused(_ text: String) {
        #expect(throws: PostgresURLError.self) { try PostgresClient.Configuration(url: text) }
    }

    @Test(.enabled(if: PostgresTestServer.isAvailable, Comment(rawValue: PostgresTestServer.skipReason)))
    func aFreshDatabaseIsEmptyAndReachable() async throws {
        try await PostgresTestServer.withFreshDatabase { url in
            let client = PostgresClient(configuration: try PostgresClient.Configuration(url: url))
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { await client.run() }
                defer { group.cancelAll() }
                let rows = try await client.query(
                    "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'")
                var count: Int?
                for try await (n) in rows.decode(Int.self) { count = n }
                #expect(count == 0)
            }
        }
    }
}
