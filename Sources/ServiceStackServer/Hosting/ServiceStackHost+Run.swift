import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import ServiceLifecycle

extension ServiceStackHost {
    /// Starts listening on `host:port` (port 0 picks a free one) and returns once the server accepts requests.
    /// Throws first when the configuration cannot be served with (`HostConfig.validate()`).
    ///
    /// The server is a Hummingbird `Router` that answers with this host's services; `configure` may add
    /// middleware and routes to it first (they then apply to, or take precedence over, ServiceStack's routes).
    /// Requests nothing matches get ServiceStack's JSON 404.
    public func start(
        port: Int = 0, host: String = "127.0.0.1", configure: (Router<BasicRequestContext>) -> Void = { _ in }
    ) async throws -> RunningHost {
        try config.validate()
        let (addressStream, addressContinuation) = AsyncStream<SocketAddress?>.makeStream()
        let app = makeApplication(host: host, port: port, configure: configure) { address in
            addressContinuation.yield(address)
            addressContinuation.finish()
        }
        let services = ServiceGroup(
            configuration: ServiceGroupConfiguration(services: [app], logger: logger))
        let task = Task {
            defer { addressContinuation.finish() }
            try await services.run()
        }
        for await address in addressStream {
            let running = RunningHost(
                address: address?.ipAddress ?? host, port: address?.port ?? port, services: services, task: task)
            writeDtoFiles(baseUrl: String(running.baseUrl.dropLast()))
            return running
        }
        await services.triggerGracefulShutdown()
        _ = try await task.value
        throw HttpError(status: 500, message: "Server stopped before it started listening")
    }

    /// Runs until SIGINT or SIGTERM, listening on `host:port`; logs where it listens at `info`. `configure` is
    /// as for `start`.
    public func run(
        port: Int, host: String = "127.0.0.1", configure: (Router<BasicRequestContext>) -> Void = { _ in }
    ) async throws {
        try config.validate()
        let app = makeApplication(host: host, port: port, configure: configure) { address in
            let url = RunningHost.baseUrl(address: address?.ipAddress ?? host, port: address?.port ?? port)
            self.logger.info("\(self.name) listening on \(url)")
            self.writeDtoFiles(baseUrl: String(url.dropLast()))
        }
        try await app.runService()
    }

    private func makeApplication(
        host: String, port: Int, configure: (Router<BasicRequestContext>) -> Void,
        onRunning: @escaping @Sendable (SocketAddress?) -> Void
    ) -> some ApplicationProtocol {
        let router = Router()
        configure(router)
        router.add(middleware: ServiceStackMiddleware(host: self, answersUnmatched: true))
        return Application(
            router: router, server: http1Server,
            configuration: applicationConfiguration(address: .hostname(host, port: port)),
            onServerRunning: { channel in onRunning(channel.localAddress) },
            logger: logger)
    }
}
