import Foundation
import SQLKit
import ServiceStack
import ServiceStackServer
import ServiceStackServerTesting
import Testing

/// A hand-written service whose SQL fails answers a generic 500: the database's text (table names, SQL) stays
/// in the server log, as it does for AutoQuery.
@Suite struct HandWrittenQueryFailureTests {
    final class CountRows: IReturn, Codable {
        typealias Return = CountRowsResponse
        init() {}
    }
    final class CountRowsResponse: Codable {
        var count: Int?
        init() {}
    }

    /// GETs `path` in memory, keeping the outcome so the database can be closed before it is checked.
    private static func get(_ host: ServiceStackHost, _ path: String) async -> Result<
        (status: Int, responseStatus: ResponseStatus?, body: Data), any Error
    > {
        do {
            return .success(
                try await host.test(.inMemory) { client in AutoQueryFixture.parts(try await client.execute("GET", path))
                })
        } catch {
            return .failure(error)
        }
    }

    @Test(arguments: DatabaseKind.allCases)
    func databaseErrorsInAnyServiceKeepTheirTextOnTheServer(_ kind: DatabaseKind) async throws {
        var outcome: Result<(status: Int, responseStatus: ResponseStatus?, body: Data), any Error>?
        try await kind.withDatabase { database in
            let host = ServiceStackHost(name: "hand-written")
            host.register(CountRows.self) { _, _ in
                _ = try await database.raw("SELECT COUNT(*) FROM secret_table").all()
                return CountRowsResponse()
            }
            outcome = await Self.get(host, "api/CountRows")
        }
        guard let answer = outcome else { throw CancellationError() }
        let (status, responseStatus, body) = try answer.get()
        let text = String(decoding: body, as: UTF8.self)
        #expect(status == 500)
        #expect(responseStatus?.errorCode == "InternalServerError")
        #expect(responseStatus?.message == "The server could not complete the request")
        #expect(!text.contains("secret_table"))
        #expect(!text.contains("SQLite"))
        #expect(!text.contains("PSQLError"))
    }

    @Test func fileSystemErrorsKeepTheirPathsOnTheServer() async throws {
        let host = ServiceStackHost(name: "files")
        host.register(CountRows.self) { _, _ in
            _ = try Data(contentsOf: URL(fileURLWithPath: "/nonexistent/secret/path.txt"))
            return CountRowsResponse()
        }
        let answer = await Self.get(host, "api/CountRows")
        let (status, _, body) = try answer.get()
        #expect(status == 500)
        #expect(!String(decoding: body, as: UTF8.self).contains("secret/path"))
    }
}
