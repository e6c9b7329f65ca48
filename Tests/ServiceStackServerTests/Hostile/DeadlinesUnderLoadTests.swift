import Foundation
import ServiceStackServer
import ServiceStackServerTesting
import TestServices
import TestSupport
import Testing

/// The server's own deadlines (`idleTimeout` for a request head, `requestBodyTimeout` for its body) are timers of
/// NIO's event loops, not tasks: they close a stalled connection while every thread of the cooperative pool is
/// busy. Were either a `Task.sleep`, it could not run until the pool had a thread free.
@Suite(
    .tags(.saturatesThePool), .serialized,
    .enabled(if: saturationTestsEnabled, "saturates the pool: SERVICESTACK_SATURATION_TESTS=1, alone (README, Tests)"))
struct DeadlinesUnderLoadTests {
    /// A request that stops part way, and the deadline that must close it (the other one is an hour).
    struct Stall: Sendable, CustomTestStringConvertible {
        let name: String
        let request: String
        let idleTimeout: Duration
        let requestBodyTimeout: Duration

        var testDescription: String { name }
    }

    static let stalls = [
        Stall(
            name: "half a head, idleTimeout", request: "GET /api/Hello HTTP/1.1\r\nHost: loc",
            idleTimeout: .milliseconds(200), requestBodyTimeout: .seconds(3600)),
        Stall(
            name: "part of a body, requestBodyTimeout",
            request:
                "POST /api/Hello HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"na",
            idleTimeout: .seconds(3600), requestBodyTimeout: .milliseconds(200)),
    ]

    @Test(arguments: stalls)
    func aStalledRequestIsClosedWhileThePoolIsSaturated(_ stall: Stall) async throws {
        var config = HostConfig()
        config.idleTimeout = stall.idleTimeout
        config.requestBodyTimeout = stall.requestBodyTimeout
        try await makeTestHost(config: config).test(.live) { client in
            let port = try client.port
            let request = stall.request
            // The connection opens, stalls and is read while the pool is saturated; the pool is released only
            // once the read ended, so a close seen here came from a deadline no task had to run for.
            let outcome = await SaturatedPool.run {
                do {
                    let connection = try HeldConnection(port: port, sending: request)
                    defer { connection.close() }
                    return connection.blockingRead(seconds: 300).closed
                } catch {
                    return false
                }
            }
            #expect(outcome.wasSaturated)
            #expect(outcome.value, "the connection stayed open until the pool was released")
            try await expectStillServing(client)
        }
    }
}
