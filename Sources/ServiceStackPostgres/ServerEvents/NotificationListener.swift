import Logging
import PostgresNIO
import ServiceStackServer

/// Keeps one pooled connection listening to a `NOTIFY` channel, reconnecting and listening again when it is lost.
enum NotificationListener {
    /// Listens, and returns once the first `LISTEN` is in place (or throws when it could not be); the task runs
    /// until cancelled, handing each payload to `receive` in the order notified.
    static func start(
        client: PostgresClient, channel: String, reconnectDelay: Duration, clock: ServerClock, logger: Logger,
        receive: @escaping @Sendable (String) async -> Void
    ) async throws -> Task<Void, Never> {
        let started = AsyncThrowingStream<Void, any Error>.makeStream()
        let task = Task {
            var announce: AsyncThrowingStream<Void, any Error>.Continuation? = started.continuation
            while !Task.isCancelled {
                do {
                    try await client.withConnection { connection in
                        try await connection.listen(on: channel) { notifications in
                            announce?.finish()
                            announce = nil
                            for try await notification in notifications { await receive(notification.payload) }
                        }
                    }
                } catch {
                    if let first = announce {
                        first.finish(throwing: error)
                        return
                    }
                    if Task.isCancelled || (error as? PSQLError)?.code == .poolClosed { return }
                    logger.warning("LISTEN connection lost, reconnecting", metadata: ["error": "\(error)"])
                }
                try? await clock.sleep(for: reconnectDelay)
            }
            announce?.finish()
        }
        do {
            for try await _ in started.stream {}
        } catch {
            task.cancel()
            throw error
        }
        return task
    }
}
