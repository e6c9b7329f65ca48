import Foundation
import ServiceStack
import ServiceStackServer
import ServiceStackServerTesting
import TestServices
import Testing

/// The test services with Server Events `feature`, run live on 127.0.0.1.
func withEventsHost(
    _ feature: ServerEventsFeature = ServerEventsFeature(),
    _ body: (HostTestClient, ServerEvents) async throws -> Void
) async throws {
    let host = try await makeTestHost(serverEvents: feature)
    let events = try #require(host.serverEvents)
    try await host.test(.live) { client in try await body(client, events) }
}

/// The default settings changed by `configure`.
func tuned(_ configure: (inout ServerEventsFeature) -> Void) -> ServerEventsFeature {
    var feature = ServerEventsFeature()
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

/// Polls `condition` (every 20 ms, up to `seconds`) until it holds.
func eventually(within seconds: Double = 60, _ condition: () async throws -> Bool) async rethrows -> Bool {
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    while ContinuousClock.now < deadline {
        if try await condition() { return true }
        try? await Task.sleep(for: .milliseconds(20))
    }
    return try await condition()
}
