import Foundation
import ServiceStack
import ServiceStackServer
import ServiceStackServerTesting
import TestServices
import Testing

/// Slow, idle and numerous connections cannot hold the server: before, half-sent request heads stayed open
/// forever and connections were accepted until file descriptors ran out.
@Suite struct ConnectionLimitTests {
    @Test func halfSentRequestHeadIsClosedAfterTheIdleTimeout() async throws {
        var config = HostConfig()
        config.idleTimeout = .seconds(1)
        try await makeTestHost(config: config).test(.live) { client in
            let slow = try HeldConnection(port: client.port, sending: "GET /api/Hello HTTP/1.1\r\nHost: loc")
            defer { slow.close() }
            let outcome = await slow.readUntilClosed(seconds: 20)
            #expect(outcome.closed)
            try await expectStillServing(client)
        }
    }

    @Test func idleKeepAliveConnectionIsClosedAfterTheIdleTimeout() async throws {
        var config = HostConfig()
        config.idleTimeout = .seconds(1)
        try await makeTestHost(config: config).test(.live) { client in
            let idle = try HeldConnection(
                port: client.port, sending: "GET /api/Hello?name=a HTTP/1.1\r\nHost: localhost\r\n\r\n")
            defer { idle.close() }
            let outcome = await idle.readUntilClosed(seconds: 20)
            #expect(outcome.text.hasPrefix("HTTP/1.1 200"))
            #expect(outcome.closed)
        }
    }

    @Test func tricklingBodyIsClosedAfterTheBodyTimeout() async throws {
        var config = HostConfig()
        config.requestBodyTimeout = .seconds(1)
        try await makeTestHost(config: config).test(.live) { client in
            let slow = try HeldConnection(
                port: client.port,
                sending:
                    "POST /api/Hello HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"na"
            )
            defer { slow.close() }
            let outcome = await slow.readUntilClosed(seconds: 20)
            #expect(outcome.closed)
            try await expectStillServing(client)
        }
    }

    @Test func connectionsBeyondTheCapWaitUntilOneCloses() async throws {
        var config = HostConfig()
        config.maxConnections = 3
        try await makeTestHost(config: config).test(.live) { client in
            let held = try (0..<3).map { _ in
                try HeldConnection(port: client.port, sending: "GET /api/Hello HTTP/1.1\r\n")
            }
            defer { for connection in held { connection.close() } }
            // Let the server accept all three before the fourth arrives.
            try await Task.sleep(for: .milliseconds(300))
            let waiting = try HeldConnection(
                port: client.port, sending: "GET /api/Hello?name=w HTTP/1.1\r\nHost: l\r\nConnection: close\r\n\r\n")
            defer { waiting.close() }
            let early = await waiting.readUntilClosed(seconds: 1)
            #expect(early.text.isEmpty, "answered while every connection slot was taken: \(early.text)")
            held[0].close()
            let late = await waiting.readUntilClosed(seconds: 20)
            #expect(late.text.hasPrefix("HTTP/1.1 200"), "\(late.text)")
        }
    }

    @Test func defaultConnectionCapStaysBelowTheDescriptorLimit() {
        #expect(HostConfig().maxConnections >= 16)
        #expect(HostConfig().maxConnections <= 4096)
    }
}
