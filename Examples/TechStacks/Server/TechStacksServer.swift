import Foundation
import Hummingbird
import Logging
import SQLiteKit
import ServiceStackNativeTypes
import ServiceStackOpenAPI
import ServiceStackServer

/// The TechStacks demo server: techstacks.io's API over a seeded SQLite database.
///
/// Its DTOs are internal, so apps can import this module beside generated client DTOs of the same names.
public enum TechStacksServer {
    /// Opens (creating and seeding on first use) the database at `dbPath`, or an in-memory one when nil,
    /// and starts serving on `port` (0 picks a free port), logging through `logger` (swift-log's default when nil).
    public static func start(
        port: Int = 0, dbPath: String? = nil, logger: Logger? = nil
    ) async throws -> RunningTechStacksServer {
        try await start(port: port, database: .sqlite(path: dbPath), logger: logger)
    }

    /// Opens `database` (creating its tables and seeding them when empty) and starts serving on `port`, logging
    /// through `logger` (swift-log's default when nil).
    public static func start(
        port: Int = 0, database: TechStacksDatabase, logger: Logger? = nil
    ) async throws -> RunningTechStacksServer {
        let (host, storage) = try await makeHost(database: database, logger: logger)
        do {
            let running = try await host.start(port: port)
            return RunningTechStacksServer(host: running, storage: storage)
        } catch {
            await storage.close()
            throw error
        }
    }

    /// Serves on `host:port` until SIGINT or SIGTERM, logging through `logger`; `configure` may add middleware
    /// and routes to the server's router first (see `ServiceStackHost.run`).
    public static func run(
        port: Int, host hostName: String = "127.0.0.1", dbPath: String?, logger: Logger? = nil,
        configure: (Router<BasicRequestContext>) -> Void = { _ in }
    ) async throws {
        try await run(
            port: port, host: hostName, database: .sqlite(path: dbPath), logger: logger, configure: configure)
    }

    /// Serves `database` on `host:port` until SIGINT or SIGTERM. On PostgreSQL, every instance started on the same
    /// database shares its data, users, sign-ins and change events.
    public static func run(
        port: Int, host hostName: String = "127.0.0.1", database: TechStacksDatabase, logger: Logger? = nil,
        configure: (Router<BasicRequestContext>) -> Void = { _ in }
    ) async throws {
        let (host, storage) = try await makeHost(database: database, logger: logger)
        do {
            try await host.run(port: port, host: hostName, configure: configure)
        } catch {
            await storage.close()
            throw error
        }
        await storage.close()
    }

    /// techstacks.io's settings: its `/types/swift` initializes collections (`//InitializeCollections: True`), so
    /// `response.topTechnologies.count` works without unwrapping, as in ServiceStack's Swift docs.
    package static var hostConfig: HostConfig {
        var config = HostConfig()
        config.nativeTypes.initializeCollections = true
        return config
    }

    package static func makeHost(database: TechStacksDatabase, logger: Logger? = nil) async throws -> (
        ServiceStackHost, TechStacksStorage
    ) {
        let log = logger ?? Logger(label: "TechStacks")
        let storage = try await TechStacksStorage.open(database, logger: log)
        do {
            try await TechStacksSchema.prepare(storage.sql)
            let host = ServiceStackHost(name: "TechStacks", config: hostConfig, logger: logger)
            host.enableAuth(try await DemoAccounts.authFeature(storage))
            let changes = ChangeFeed(events: host.enableServerEvents(storage.serverEventsFeature))
            try TechStacksServices.register(
                on: host, repository: TechStacksRepository(database: storage.sql, engine: storage.engine),
                changes: changes)
            host.enableAppMetadata(
                AppMetadataFeature(serviceDescription: "Technologies and the stacks built with them."))
            host.enableApiExplorer()
            host.enableOpenAPI(OpenAPIFeature(title: "TechStacks"))
            return (host, storage)
        } catch {
            await storage.close()
            throw error
        }
    }
}

/// A started TechStacks server.
public final class RunningTechStacksServer: Sendable {
    private let host: RunningHost
    private let storage: TechStacksStorage

    init(host: RunningHost, storage: TechStacksStorage) {
        self.host = host
        self.storage = storage
    }

    /// The port it listens on (127.0.0.1).
    public var port: Int { host.port }
    /// `http://127.0.0.1:{port}/`.
    public var baseUrl: String { host.baseUrl }

    /// Stops serving and closes the database.
    public func stop() async {
        await host.stop()
        await storage.close()
    }
}
