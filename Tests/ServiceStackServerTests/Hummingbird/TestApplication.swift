import Foundation
import Hummingbird
import Logging
import ServiceLifecycle
import ServiceStackServer

/// Runs a Hummingbird application of the test's own making on a free port of 127.0.0.1.
struct TestApplication {
    struct NotStarted: Error {}

    let port: Int
    private let services: ServiceGroup
    private let task: Task<Void, any Error>

    var baseUrl: String { "http://127.0.0.1:\(port)/" }

    /// Starts an application over `router` that logs through `logger`, and returns once it listens. With
    /// `guardedBy`, its server is that host's `http1Server`, else Hummingbird's default.
    static func start(
        _ router: Router<BasicRequestContext>, guardedBy host: ServiceStackHost? = nil,
        logger: Logger = Logger(label: "test-app")
    ) async throws -> TestApplication {
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        let app = Application(
            router: router, server: host?.http1Server ?? .http1(),
            configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in
                continuation.yield(channel.localAddress?.port ?? 0)
                continuation.finish()
            }, logger: logger)
        let services = ServiceGroup(configuration: ServiceGroupConfiguration(services: [app], logger: logger))
        let task = Task {
            defer { continuation.finish() }
            try await services.run()
        }
        for await port in ports { return TestApplication(port: port, services: services, task: task) }
        await services.triggerGracefulShutdown()
        throw NotStarted()
    }

    /// Stops the application the way a server is stopped on purpose (a graceful shutdown, not a cancelled task,
    /// which Hummingbird logs as an error) and waits until it has closed.
    func stop() async {
        await services.triggerGracefulShutdown()
        _ = try? await task.value
    }
}

/// Runs `body` with an application over `router`, then stops it.
func withApplication(
    _ router: Router<BasicRequestContext>, guardedBy host: ServiceStackHost? = nil,
    logger: Logger = Logger(label: "test-app"), _ body: (TestApplication) async throws -> Void
) async throws {
    let app = try await TestApplication.start(router, guardedBy: host, logger: logger)
    do {
        try await body(app)
    } catch {
        await app.stop()
        throw error
    }
    await app.stop()
}
