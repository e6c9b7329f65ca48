import Foundation
import ServiceStack
import ServiceStackServer
import ServiceStackServerTesting
import ServiceStackWire
import TestServices
import Testing

/// The test services with Server Events `feature` (by default `patientFeature`), run live on 127.0.0.1.
func withEventsHost(
    _ feature: ServerEventsFeature = patientFeature,
    _ body: (HostTestClient, ServerEvents) async throws -> Void
) async throws {
    let host = try await makeTestHost(serverEvents: feature)
    let events = try #require(host.serverEvents)
    try await host.test(.live) { client in try await body(client, events) }
}

/// The default settings, but subscriptions that send no heartbeat expire after an hour rather than 30 s: the raw
/// test subscribers send none, and the full parallel suite can starve this process for tens of seconds. A new value
/// (and broker) each time: hosts sharing a broker see each other's subscribers.
var patientFeature: ServerEventsFeature { tuned { _ in } }

/// `patientFeature` changed by `configure`.
func tuned(_ configure: (inout ServerEventsFeature) -> Void) -> ServerEventsFeature {
    var feature = ServerEventsFeature()
    feature.idleTimeout = .seconds(3600)
    configure(&feature)
    return feature
}

/// Signs `test`/`test` in and returns the bearer token.
func signIn(_ client: JsonServiceClient) async throws -> String {
    let request = Authenticate()
    request.provider = "credentials"
    request.userName = "test"
    request.password = "test"
    let response: AuthenticateResponse = try await client.postAsync(request)
    return try #require(response.bearerToken)
}

extension RawEventStream {
    /// Opens a stream on the live host of `client` and starts reading it; waits for its `onConnect`.
    static func open(
        _ client: HostTestClient, channels: String = "home", headers: [String] = []
    ) async throws -> (stream: RawEventStream, connect: [String: String]) {
        let stream = try RawEventStream(port: try client.port, query: "channels=\(channels)", headers: headers)
        stream.startReading()
        let connect = try await stream.frame(startingWith: "cmd.onConnect ").stringValues
        return (stream, connect)
    }
}

/// The in-memory broker, recording every envelope published through it.
final class RecordingBroker: ServerEventsBroker {
    private let base = InMemoryServerEventsBroker()
    private let envelopes = Locked<[ServerEventEnvelope]>([])

    var published: [ServerEventEnvelope] { envelopes.current }

    func attach(delivering deliver: @escaping @Sendable (ServerEventEnvelope) -> Void) async throws -> Int {
        await base.attach(delivering: deliver)
    }

    func detach(_ token: Int) async { await base.detach(token) }

    func publish(_ envelope: ServerEventEnvelope) async throws {
        envelopes.withLock { $0.append(envelope) }
        await base.publish(envelope)
    }

    func save(_ subscription: ServerEventSubscriptionInfo) async throws { await base.save(subscription) }

    func remove(subscriptionId: String) async throws { await base.remove(subscriptionId: subscriptionId) }

    func subscriptions() async throws -> [ServerEventSubscriptionInfo] { await base.subscriptions() }
}
