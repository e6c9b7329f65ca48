import Foundation
import ServiceStack
import ServiceStackTesting
import TestSupport

/// A `HostileServer` whose `/event-stream` writes `stream`, and whose heartbeat and unregister URLs answer `{}`.
func withHostileEvents(
    _ stream: HostileEventStream, _ body: (HostileServer) async throws -> Void
) async throws {
    let server = try HostileServer(routes: [
        "/event-stream": .eventStream(stream), "/event-heartbeat": .emptyJson, "/event-unregister": .emptyJson,
    ])
    defer { server.stop() }
    try await body(server)
}

extension HostileServer {
    var streams: Int { requests(to: "/event-stream") }
    var heartbeats: Int { requests(to: "/event-heartbeat") }
    var unregisters: Int { requests(to: "/event-unregister") }
}

/// A client of `server` through `transport`, waiting on `clock`, with no delay between reconnections unless the
/// test sets one.
func makeHostileClient(
    _ server: HostileServer, transport: any ServiceClientTransport, clock: TestClock = TestClock()
) -> ServerEventsClient {
    let serviceClient = JsonServiceClient(baseUrl: server.baseUrl + "/", transport: transport)
    return ServerEventsClient(serviceClient: serviceClient, channels: ["home"], clock: clock)
}

/// Runs `window` of `clock`: whenever the client sleeps on it and `settled()` holds, moves the clock to the
/// earliest deadline. Stops early once `tooMany()` holds; returns the time run.
///
/// Moving on before the client settles only skips time: tests bound counts from above, so a race makes them
/// weaker, never flaky.
@discardableResult
func run(
    _ clock: TestClock, for window: Duration, settled: () -> Bool = { true }, tooMany: () -> Bool
) async -> Duration {
    while clock.now.offset < window, !tooMany() {
        guard await eventually({ tooMany() || (clock.sleepers > 0 && settled()) }) else { break }
        if tooMany() { break }
        clock.advanceToNextDeadline()
    }
    return clock.now.offset
}

/// The errors a client reported, as text and values.
final class Reported: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [any Error] = []

    func append(_ error: any Error) { lock.withLock { errors.append(error) } }
    var all: [any Error] { lock.withLock { errors } }

    func count<E: Error>(of type: E.Type) -> Int { all.filter { $0 is E }.count }
    func count(where matches: (any Error) -> Bool) -> Int { all.filter(matches).count }
}
