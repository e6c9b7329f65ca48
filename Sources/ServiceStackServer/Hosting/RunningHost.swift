import Foundation

/// A started host: where it listens, and how to stop it.
public final class RunningHost: Sendable {
    /// The port it listens on.
    public let port: Int
    private let task: Task<Void, any Error>

    init(port: Int, task: Task<Void, any Error>) {
        self.port = port
        self.task = task
    }

    /// The base URL, e.g. `http://127.0.0.1:8080/`.
    public var baseUrl: String { "http://127.0.0.1:\(port)/" }

    /// Stops the server and waits until it has closed.
    public func stop() async {
        task.cancel()
        _ = try? await task.value
    }
}
