import Foundation
import ServiceLifecycle

/// A started host: where it listens, and how to stop it.
public final class RunningHost: Sendable {
    /// The port it listens on.
    public let port: Int
    private let services: ServiceGroup
    private let task: Task<Void, any Error>

    init(port: Int, services: ServiceGroup, task: Task<Void, any Error>) {
        self.port = port
        self.services = services
        self.task = task
    }

    /// The base URL, e.g. `http://127.0.0.1:8080/`.
    public var baseUrl: String { "http://127.0.0.1:\(port)/" }

    /// Stops accepting connections, lets requests in flight finish, and waits until the server has closed.
    public func stop() async {
        await services.triggerGracefulShutdown()
        _ = try? await task.value
    }
}
