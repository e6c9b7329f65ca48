import Foundation
import ServiceStack
import ServiceStackServer
import ServiceStackServerTesting
import TestServices
import TestSupport
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
            let outcome = await slow.readUntilClosed(seconds: 300)
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
            let outcome = await idle.readUntilClosed(seconds: 300)
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
            let outcome = await slow.readUntilClosed(seconds: 300)
            #expect(outcome.closed)
            try await expectStillServing(client)
        }
    }

    /// The body deadline starts when a read ends with the request unfinished, so a head that arrives in a read of
    /// its own, with no byte of its body, is cut off too (the idle timeout, set far off, cannot be what closes it).
    @Test func headSentAloneWithItsBodyNeverSentIsClosedAfterTheBodyTimeout() async throws {
        var config = HostConfig()
        config.requestBodyTimeout = .seconds(1)
        config.idleTimeout = .seconds(3600)
        try await makeTestHost(config: config).test(.live) { client in
            let slow = try HeldConnection(
                port: client.port,
                sending:
                    "POST /api/Hello HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n"
            )
            defer { slow.close() }
            let outcome = await slow.readUntilClosed(seconds: 300)
            #expect(outcome.closed)
            #expect(outcome.text.isEmpty)
            try await expectStillServing(client)
        }
    }

    @Test func connectionsBeyondTheCapWaitUntilOneCloses() async throws {
        var config = HostConfig()
        config.maxConnections = 3
        // Only the test closes connections here: a starved machine must not see the idle ones timed out.
        config.idleTimeout = .seconds(3600)
        let log = RecordedLog()
        let host = try await makeTestHost(config: config, logger: log.logger(label: "capped"))
        try await host.test(.live) { client in
            let keepAlive = "GET /api/Hello?name=held HTTP/1.1\r\nHost: l\r\n\r\n"
            let held = try (0..<3).map { _ in try HeldConnection(port: client.port, sending: keepAlive) }
            defer { for connection in held { connection.close() } }
            // An answer on each proves the server accepted all three before the fourth arrives.
            for connection in held { #expect(await connection.receive(until: "held!").hasPrefix("HTTP/1.1 200")) }
            let waiting = try HeldConnection(
                port: client.port, sending: "GET /api/Hello?name=w HTTP/1.1\r\nHost: l\r\nConnection: close\r\n\r\n")
            defer { waiting.close() }
            // A whole exchange on a held connection after the fourth connected: the server's event loops ran,
            // so had it accepted the fourth, the log would say so by now.
            try held[1].send(keepAlive)
            #expect(await held[1].receive(until: "held!").contains("HTTP/1.1 200"))
            #expect(Self.connectionCounts(log) == [1, 2, 3], "\(log.entries)")

            held[0].close()
            let late = await waiting.readUntilClosed(seconds: 300)
            #expect(late.text.hasPrefix("HTTP/1.1 200"), "\(late.text)")
            // The fourth was accepted only once the first had closed, and never with three others open.
            #expect(Self.connectionCounts(log).prefix(5) == [1, 2, 3, 2, 3], "\(log.entries)")
        }
    }

    /// The server's count of open connections after each opening and closing, in the order it logged them.
    private static func connectionCounts(_ log: RecordedLog) -> [Int] {
        log.entries.compactMap { entry in
            guard entry.hasPrefix("Connection opened.") || entry.hasPrefix("Connection closed.") else { return nil }
            let count = entry.split(separator: " ").first { $0.hasPrefix("hb.connections=") }
            return count.flatMap { Int($0.dropFirst("hb.connections=".count)) }
        }
    }

    @Test func defaultConnectionCapStaysBelowTheDescriptorLimit() {
        #expect(HostConfig().maxConnections >= 16)
        #expect(HostConfig().maxConnections <= 4096)
    }
}
