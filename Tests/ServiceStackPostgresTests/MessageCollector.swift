import ServiceStack
import ServiceStackWire
import TestSupport

/// Runs a Server Events client and keeps every message it receives, for a test to wait on.
final class MessageCollector: Sendable {
    let client: ServerEventsClient
    private let messages = Locked<[ServerEventMessage]>([])
    private let reading: Task<Void, any Error>

    init(_ client: ServerEventsClient) {
        self.client = client
        let messages = messages
        reading = Task {
            for try await message in client { messages.withLock { $0.append(message) } }
        }
    }

    /// Waits up to 60 s for a message matching `predicate`.
    func first(where predicate: (ServerEventMessage) -> Bool) async throws -> ServerEventMessage? {
        await eventualValue { messages.current.first(where: predicate) }
    }

    /// The subscription id from `cmd.onConnect`, once connected (up to 60 s).
    func subscriptionId() async throws -> String? {
        _ = try await first { $0.selector == "cmd.onConnect" }
        return client.connectionInfo?.id
    }

    /// Stops reading, which stops the client.
    func stop() {
        reading.cancel()
    }
}
