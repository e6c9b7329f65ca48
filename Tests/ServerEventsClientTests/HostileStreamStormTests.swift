import Foundation
import ServiceStack
import ServiceStackTesting
import TestSupport
import Testing

/// The client against servers that would make it storm: accepting each subscription and dropping it at once,
/// asking for heartbeats every millisecond or an idle timeout of nothing. Time is a `TestClock` the tests move;
/// the hostile server counts the requests in a fixed window of it, on both transports.
@Suite(.serialized) struct HostileStreamStormTests {
    /// Well past any count the client reaches when it behaves.
    static let storm = 100

    @Test(arguments: StreamingTransportKind.allCases)
    func aServerDroppingEachSubscriptionGetsFewerAndFewerReconnections(_ kind: StreamingTransportKind) async throws {
        try await withHostileEvents(.handshakeThenClose()) { server in
            let clock = TestClock()
            let client = makeHostileClient(server, transport: kind.makeTransport(), clock: clock)
            client.start()
            // Each error waits a random n³ to (n+1)³ ms: 30 s hold about 19 reconnections. Before, each
            // `cmd.onConnect` started the count over and the client reconnected at once, thousands of times.
            await run(clock, for: .seconds(30), settled: { server.unregisters == server.streams }) {
                server.streams > Self.storm
            }
            await client.stop()
            #expect(server.streams >= 10)
            #expect(server.streams <= 25)
        }
    }

    @Test(arguments: StreamingTransportKind.allCases)
    func onlyAConnectionThatStayedUpStartsTheCountOver(_ kind: StreamingTransportKind) async throws {
        let released = Collected<Int>()
        let server = try HostileServer(routes: [
            "/event-stream": .eventStream(Self.heldFromTheFourth(released)), "/event-heartbeat": .emptyJson,
            "/event-unregister": .emptyJson,
        ])
        defer { server.stop() }
        let clock = TestClock()
        let client = makeHostileClient(server, transport: kind.makeTransport(), clock: clock)
        let connects = Collected<String>()
        client.onConnect = { connects.append($0.id) }
        client.start()
        // Three dropped subscriptions: the fourth connection came after a wait.
        await run(
            clock, for: .seconds(60), settled: { server.unregisters == server.streams },
            tooMany: { server.streams >= 4 })
        #expect(await eventually { connects.all.count == 4 && Self.waitsForHeartbeat(clock) })

        // The fourth stays up 31 s: its end counts as a first error, and the client reconnects at once.
        clock.advance(by: .seconds(31))
        released.append(4)
        #expect(await eventually { server.streams == 5 && connects.all.count == 5 })

        // The fifth stays up 29 s: its end counts as a second error in a row, and the client waits.
        #expect(await eventually { Self.waitsForHeartbeat(clock) })
        clock.advance(by: .seconds(29))
        released.append(5)
        #expect(await eventually { server.unregisters == 5 && clock.sleepers == 1 })
        #expect(server.streams == 5)
        clock.advanceToNextDeadline()
        #expect(await eventually { server.streams == 6 })
        await client.stop()
    }

    /// Drops the first three subscriptions at once; holds the others until `released` lists them.
    static func heldFromTheFourth(_ released: Collected<Int>) -> HostileEventStream {
        HostileEventStream { connection in
            let handshake = HostileEventStream.handshake(
                connection, heartbeatIntervalMs: 300_000, idleTimeoutMs: 600_000)
            guard connection.write(handshake), connection.number >= 4 else { return }
            connection.hold { released.all.contains(connection.number) }
        }
    }

    /// Whether the client's only wait is for its next heartbeat (300 s ahead), the handshake's wait being over.
    static func waitsForHeartbeat(_ clock: TestClock) -> Bool {
        clock.sleepers == 1 && clock.nextDeadline.map { $0.offset - clock.now.offset == .seconds(300) } == true
    }

    /// A heartbeat interval of 0 or less is ServiceStack's 10 s; 1 ms is clamped to 1 s.
    @Test(arguments: [(0, 3), (-5, 3), (1, 30)])
    func heartbeatIntervalsAreClamped(_ intervalMs: Int, most: Int) async throws {
        for kind in StreamingTransportKind.allCases {
            try await withHostileEvents(.handshakeThenHold(heartbeatIntervalMs: intervalMs, idleTimeoutMs: 600_000)) {
                server in
                let clock = TestClock()
                let client = makeHostileClient(server, transport: kind.makeTransport(), clock: clock)
                let connects = Collected<String>()
                client.onConnect = { connects.append($0.id) }
                client.start()
                // Once connected, only heartbeat waits (at most 10 s ahead) are moved through.
                await run(
                    clock, for: .seconds(30),
                    settled: {
                        connects.all.count == 1
                            && (clock.nextDeadline.map { $0.offset - clock.now.offset <= .seconds(10) } ?? false)
                    }
                ) { server.heartbeats > Self.storm }
                await client.stop()
                #expect(server.streams == 1, "\(kind)")
                #expect(server.heartbeats >= 1, "\(kind)")
                #expect(server.heartbeats <= most, "\(kind)")
            }
        }
    }

    /// An idle timeout of 0 or less is ServiceStack's 30 s; 1 ms is clamped, and kept at twice the heartbeat
    /// interval (20 s), as a stream silent for the idle timeout is restarted.
    @Test(arguments: [(0, 3), (-1, 3), (1, 4)])
    func idleTimeoutsAreClamped(_ idleMs: Int, most: Int) async throws {
        for kind in StreamingTransportKind.allCases {
            try await withHostileEvents(.handshakeThenHold(idleTimeoutMs: idleMs)) { server in
                let clock = TestClock()
                let client = makeHostileClient(server, transport: kind.makeTransport(), clock: clock)
                let connects = Collected<String>()
                client.onConnect = { connects.append($0.id) }
                client.start()
                await run(
                    clock, for: .seconds(60),
                    settled: {
                        // Connected and waiting for a heartbeat or the idle timeout, or waiting to reconnect.
                        (connects.all.count == server.streams && server.unregisters == server.streams - 1)
                            || server.unregisters == server.streams
                    }
                ) { server.streams > Self.storm }
                await client.stop()
                #expect(server.streams >= 2, "\(kind)")
                #expect(server.streams <= most, "\(kind)")
            }
        }
    }

    @Test(arguments: StreamingTransportKind.allCases)
    func urlsOfAnotherOriginAreNotCalled(_ kind: StreamingTransportKind) async throws {
        let foreign = try HostileServer(routes: ["/event-heartbeat": .emptyJson, "/event-unregister": .emptyJson])
        defer { foreign.stop() }
        let stream = HostileEventStream.handshakeThenHold(
            heartbeatIntervalMs: 1000, idleTimeoutMs: 600_000, commandBase: foreign.baseUrl)
        for allowed in [false, true] {
            try await withHostileEvents(stream) { server in
                let clock = TestClock()
                let client = makeHostileClient(server, transport: kind.makeTransport(), clock: clock)
                client.allowCrossOriginCommandUrls = allowed
                let connects = Collected<String>()
                let reported = Reported()
                client.onConnect = { connects.append($0.id) }
                client.onException = { reported.append($0) }
                client.start()
                let before = foreign.heartbeats
                await run(
                    clock, for: .seconds(5),
                    settled: {
                        connects.all.count == 1
                            && (clock.nextDeadline.map { $0.offset - clock.now.offset <= .seconds(1) } ?? false)
                    }
                ) { false }
                await client.stop()
                let crossOrigin = reported.count {
                    if case .crossOriginURL = $0 as? ServerEventsError { return true }
                    return false
                }
                if allowed {
                    #expect(foreign.heartbeats - before >= 4)
                    #expect(crossOrigin == 0)
                } else {
                    #expect(foreign.heartbeats == 0)
                    #expect(foreign.unregisters == 0)
                    #expect(server.heartbeats == 0)
                    #expect(crossOrigin == 2)  // the heartbeat URL once, the unregister URL once
                }
            }
        }
    }
}
