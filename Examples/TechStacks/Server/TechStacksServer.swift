import Foundation
import Hummingbird
import Logging
import SQLiteKit
import ServiceStackServer

/// The TechStacks demo server: techstacks.io's API over a seeded SQLite database.
///
/// Its DTOs are internal, so apps can import this module beside generated client DTOs of the same names.
public enum TechStacksServer {
    /// Opens (creating and seeding on first use) the database at `dbPath`, or an in-memory one when nil,
    /// and starts serving on `port` (0 picks a free port).
    public static func start(port: Int = 0, dbPath: String? = nil) async throws -> RunningTechStacksServer {
        let (host, connection) = try await makeHost(dbPath: dbPath)
        do {
            let running = try await host.start(port: port)
            return RunningTechStacksServer(host: running, connection: connection)
        } catch {
            try? await connection.close()
            throw error
        }
    }

    /// Serves on `host:port` until SIGINT or SIGTERM, logging through `logger`; `configure` may add middleware
    /// and routes to the server's router first (see `ServiceStackHost.run`).
    public static func run(
        port: Int, host hostName: String = "127.0.0.1", dbPath: String?, logger: Logger? = nil,
        configure: (Router<BasicRequestContext>) -> Void = { _ in }
    ) async throws {
        let (host, connection) = try await makeHost(dbPath: dbPath, logger: logger)
        do {
            try await host.run(port: port, host: hostName, configure: configure)
        } catch {
            try? await connection.close()
            throw error
        }
        try await connection.close()
    }

    /// techstacks.io's settings: its `/types/swift` initializes collections (`//InitializeCollections: True`), so
    /// `response.topTechnologies.count` works without unwrapping, as in ServiceStack's Swift docs.
    package static var hostConfig: HostConfig {
        var config = HostConfig()
        config.nativeTypes.initializeCollections = true
        return config
    }

    package static func makeHost(dbPath: String?, logger: Logger? = nil) async throws -> (
        ServiceStackHost, SQLiteConnection
    ) {
        let storage: SQLiteConnection.Storage = dbPath.map { .file(path: $0) } ?? .memory
        let connection = try await SQLiteConnection.open(storage: storage)
        do {
            let database = connection.sql()
            try await TechStacksSchema.prepare(database)
            let host = ServiceStackHost(name: "TechStacks", config: hostConfig, logger: logger)
            host.enableAuth(try await DemoAccounts.authFeature())
            let changes = ChangeFeed(events: host.enableServerEvents())
            try TechStacksServices.register(
                on: host, repository: TechStacksRepository(database: database), changes: changes)
            return (host, connection)
        } catch {
            try? await connection.close()
            throw error
        }
    }
}

/// A started TechStacks server.
public final class RunningTechStacksServer: Sendable {
    private let host: RunningHost
    private let connection: SQLiteConnection

    init(host: RunningHost, connection: SQLiteConnection) {
        self.host = host
        self.connection = connection
    }

    /// The port it listens on (127.0.0.1).
    public var port: Int { host.port }
    /// `http://127.0.0.1:{port}/`.
    public var baseUrl: String { host.baseUrl }

    /// Stops serving and closes the database.
    public func stop() async {
        await host.stop()
        try? await connection.close()
    }
}
