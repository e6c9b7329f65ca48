import Foundation
import Logging
import PostgresNIO
import ServiceStackPostgres

/// The PostgreSQL server the tests use: the one `scripts/start-postgres` started, named by
/// `SERVICESTACK_POSTGRES_URL` (`.ci/run` always sets it). Without it, tests that need PostgreSQL are skipped
/// (`.enabled(if: PostgresTestServer.isAvailable, Comment(rawValue: PostgresTestServer.skipReason))`).
public enum PostgresTestServer {
    /// The server's URL, from the environment.
    public static let url: String? = {
        let value = ProcessInfo.processInfo.environment["SERVICESTACK_POSTGRES_URL"]
        return value?.isEmpty == false ? value : nil
    }()

    /// Whether a server was named.
    public static var isAvailable: Bool { url != nil }

    /// How long a test's pool lets a statement wait for a connection. Tests that put many writers on a few
    /// connections measure what they wrote, not how fast: on a busy machine a lease can take far longer than the
    /// pool's 30-second default, and a 503 there would be the machine's load, not the code under test.
    public static let patientLeaseTimeout: Duration = .seconds(600)

    /// Why PostgreSQL tests were skipped.
    public static let skipReason = "SERVICESTACK_POSTGRES_URL is not set: run eval \"$(scripts/start-postgres)\""

    /// Runs `body` with the URL of a new, empty database of its own, dropped afterwards (also when `body` throws).
    /// At most four run at once (`FreshDatabaseSlots`); the rest wait their turn.
    public static func withFreshDatabase<T>(
        isolation: isolated (any Actor)? = #isolation, _ body: (String) async throws -> T
    ) async throws -> T {
        guard let url else { throw PostgresTestServerError(description: "SERVICESTACK_POSTGRES_URL is not set") }
        await FreshDatabaseSlots.shared.take()
        defer { Task { await FreshDatabaseSlots.shared.give() } }
        let name = "test_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        try await administer(url) { connection, logger in
            try await connection.query(PostgresQuery(unsafeSQL: "CREATE DATABASE \(name)"), logger: logger)
        }
        let databaseUrl = try replacingDatabase(of: url, with: name)
        do {
            let result = try await body(databaseUrl)
            try await drop(name, on: url)
            return result
        } catch {
            try? await drop(name, on: url)
            throw error
        }
    }

    private static func drop(_ name: String, on url: String) async throws {
        try await administer(url) { connection, logger in
            try await connection.query(
                PostgresQuery(unsafeSQL: "DROP DATABASE IF EXISTS \(name) WITH (FORCE)"), logger: logger)
        }
    }

    /// Runs `work` on one connection to the server's maintenance database.
    private static func administer(
        _ url: String, _ work: (PostgresConnection, Logger) async throws -> Void
    ) async throws {
        let configuration = try PostgresClient.Configuration(url: url)
        guard let host = configuration.host, let port = configuration.port else {
            throw PostgresTestServerError(description: "SERVICESTACK_POSTGRES_URL must name a host and port")
        }
        let logger = Logger(label: "PostgresTestServer")
        let connection = try await PostgresConnection.connect(
            configuration: PostgresConnection.Configuration(
                host: host, port: port, username: configuration.username, password: configuration.password,
                database: configuration.database, tls: .disable),
            id: 1, logger: logger)
        do {
            try await work(connection, logger)
        } catch {
            try? await connection.close()
            throw error
        }
        try await connection.close()
    }

    private static func replacingDatabase(of url: String, with name: String) throws -> String {
        guard var components = URLComponents(string: url) else {
            throw PostgresTestServerError(description: "SERVICESTACK_POSTGRES_URL is not a URL")
        }
        components.path = "/" + name
        guard let replaced = components.string else {
            throw PostgresTestServerError(description: "SERVICESTACK_POSTGRES_URL is not a URL")
        }
        return replaced
    }
}

/// The test server is not set up as the tests need.
public struct PostgresTestServerError: Error, CustomStringConvertible {
    public let description: String
}
