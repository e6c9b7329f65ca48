import ArgumentParser
import ServerCommandSupport
import ServiceStackPostgres
import ServiceStackSQLStores
import ServiceStackServer
import TestServices

/// Hosts the test services until interrupted.
@main
struct TestServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test-server", abstract: "Hosts the ServiceStack test services on 127.0.0.1.",
        discussion: """
            With --database postgres://user@host/db, users, sign-ins, revoked tokens and Server Events are kept in \
            that database, so several instances (each on its own port) behave as one server.
            """)

    @Option(name: .long, help: "Port to listen on (0 picks a free port).")
    var port: Int = 5000

    @Option(name: .long, help: "Access token lifetime in seconds.")
    var accessTokenLifetime: Double = 3600

    @Option(name: .long, help: "A postgres:// URL to share auth and Server Events with other instances.")
    var database: String?

    @Flag(
        name: .long,
        help: """
            Let anyone end every Server Events subscription with ResetServerEvents, as ServiceStack's test server \
            does for its client suites (off: Admins end all, others only their own). Never on a shared server.
            """)
    var allowAnonymousReset = false

    @Flag(
        name: .long,
        help: """
            List a channel's Server Events subscribers to anyone who names it, as ServiceStack does, for clients that             keep no cookies (ServiceStack's JavaScript suite under Node). Off: callers see the subscribers of their             own channels only.
            """)
    var publicChannels = false

    @OptionGroup var server: ServerOptions

    func run() async throws {
        let logger = server.logger(label: "TestServices")
        guard let database else {
            let host = try await makeTestHost(
                accessTokenLifetime: accessTokenLifetime, logger: logger, serverEvents: serverEvents,
                allowsAnonymousServerEventsReset: allowAnonymousReset)
            try await host.run(port: port, configure: server.configure)
            return
        }
        try await PostgresPool.withPool(url: database) { pool in
            let users = try await SQLUserStore(database: pool.sql, passwordHashCost: 4)
            do {
                try await users.addUser(
                    id: "1", userName: "test", password: "test", displayName: "Test User", roles: ["Admin"])
            } catch UserStoreError.userNameTaken {
                // Added by another instance, or an earlier start.
            }
            let stores = TestAuthStores(
                users: users, sessions: try await SQLSessionStore(database: pool.sql),
                revocations: try await SQLTokenRevocationStore(database: pool.sql))
            let broker = try await PostgresServerEventsBroker.start(client: pool.client, logger: logger)
            var events = serverEvents
            events.broker = broker
            let host = try await makeTestHost(
                accessTokenLifetime: accessTokenLifetime, logger: logger, serverEvents: events, authStores: stores,
                allowsAnonymousServerEventsReset: allowAnonymousReset)
            defer { broker.shutdown() }
            try await host.run(port: port, configure: server.configure)
        }
    }

    /// Server Events as configured by the flags.
    private var serverEvents: ServerEventsFeature {
        var feature = ServerEventsFeature()
        if publicChannels { feature.subscriberListing = .requestedChannels }
        return feature
    }
}
