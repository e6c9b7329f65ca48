import Foundation
import ServiceLifecycle

/// A started host: where it listens, and how to stop it.
public final class RunningHost: Sendable {
    /// The port it listens on.
    public let port: Int
    /// The IP address it is bound to, e.g. `127.0.0.1` or `::1`.
    public let address: String
    private let services: ServiceGroup
    private let task: Task<Void, any Error>

    init(address: String, port: Int, services: ServiceGroup, task: Task<Void, any Error>) {
        self.address = address
        self.port = port
        self.services = services
        self.task = task
    }

    /// The base URL of the bound address, e.g. `http://127.0.0.1:8080/` or `http://[::1]:8080/`.
    public var baseUrl: String { Self.baseUrl(address: address, port: port) }

    /// Stops accepting connections, lets requests in flight finish, and waits until the server has closed.
    public func stop() async {
        await services.triggerGracefulShutdown()
        _ = try? await task.value
    }

    /// `http://address:port/`, with an IPv6 address in brackets.
    static func baseUrl(address: String, port: Int) -> String {
        let host = address.contains(":") ? "[\(address)]" : address
        return "http://\(host):\(port)/"
    }
}
