import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import ServiceLifecycle

extension ServiceStackHost {
    /// Starts listening on `host:port` (port 0 picks a free one) and returns once the server accepts requests.
    public func start(port: Int = 0, host: String = "127.0.0.1") async throws -> RunningHost {
        let (portStream, portContinuation) = AsyncStream<Int>.makeStream()
        let app = makeApplication(host: host, port: port) { boundPort in
            portContinuation.yield(boundPort)
            portContinuation.finish()
        }
        let services = ServiceGroup(
            configuration: ServiceGroupConfiguration(services: [app], logger: app.logger))
        let task = Task {
            defer { portContinuation.finish() }
            try await services.run()
        }
        for await boundPort in portStream {
            return RunningHost(port: boundPort, services: services, task: task)
        }
        await services.triggerGracefulShutdown()
        _ = try await task.value
        throw HttpError(status: 500, message: "Server stopped before it started listening")
    }

    /// Runs until SIGINT or SIGTERM, listening on `host:port`.
    public func run(port: Int, host: String = "127.0.0.1") async throws {
        let app = makeApplication(host: host, port: port) { boundPort in
            print("\(self.name) listening on http://\(host):\(boundPort)/")
        }
        try await app.runService()
    }

    private func makeApplication(
        host: String, port: Int, onRunning: @escaping @Sendable (Int) -> Void
    ) -> some ApplicationProtocol {
        var logger = Logger(label: name)
        logger.logLevel = .warning
        let limits = config
        return Application(
            responder: RequestDispatcher(host: self),
            server: .http1(
                configuration: HTTP1Channel.Configuration(
                    additionalChannelHandlers: [
                        MalformedRequestHandler(),
                        RequestBodyTimeoutHandler(timeout: TimeAmount(limits.requestBodyTimeout)),
                    ],
                    idleTimeout: TimeAmount(limits.idleTimeout))),
            configuration: ApplicationConfiguration(
                address: .hostname(host, port: port), serverName: name,
                availableConnectionsDelegate: MaximumAvailableConnections(limits.maxConnections, logger: logger)),
            onServerRunning: { channel in onRunning(channel.localAddress?.port ?? port) },
            logger: logger)
    }
}
