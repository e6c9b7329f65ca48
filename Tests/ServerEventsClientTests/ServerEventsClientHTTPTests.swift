import Foundation
import ServiceStack
import ServiceStackAsyncHTTPClient
import ServiceStackTesting
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The two transports a `ServerEventsClient` streams through.
enum StreamingTransportKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case urlSession, asyncHTTPClient

    var testDescription: String { rawValue }

    func makeTransport() -> any ServiceClientTransport {
        switch self {
        case .urlSession: URLSessionTransport()
        case .asyncHTTPClient: AsyncHTTPClientTransport()
        }
    }
}

@Suite(.serialized) struct ServerEventsClientHTTPTests {
    static func makeClient(
        _ server: ScriptedEventServer, _ kind: StreamingTransportKind, bearerToken: String? = nil,
        clock: TestClock = TestClock()
    ) -> ServerEventsClient {
        makeClient(server, transport: kind.makeTransport(), bearerToken: bearerToken, clock: clock)
    }

    /// A client of `server` whose waits (heartbeats, idle timeouts, reconnections) go by `clock`.
    static func makeClient(
        _ server: ScriptedEventServer, transport: any ServiceClientTransport, bearerToken: String? = nil,
        clock: TestClock = TestClock()
    ) -> ServerEventsClient {
        let serviceClient = JsonServiceClient(baseUrl: server.baseUrl, transport: transport)
        serviceClient.bearerToken = bearerToken
        // A signed-in session's cookies, as a sign-in leaves them.
        let cookies = InMemoryCookieStore()
        for (name, value) in [("ss-id", "session1"), ("ss-tok", "token1")] {
            if let cookie = HTTPCookie(properties: [.name: name, .value: value, .domain: "127.0.0.1", .path: "/"]) {
                cookies.store([cookie])
            }
        }
        serviceClient.cookieStore = cookies
        let client = ServerEventsClient(serviceClient: serviceClient, channels: ["home"], clock: clock)
        client.retryDelay = ServerEventsRetryDelay(unit: 0.001, maximum: 0.05)
        return client
    }

    @Test(arguments: StreamingTransportKind.allCases)
    func readsAStreamWrittenInPiecesAndSendsHeartbeats(_ kind: StreamingTransportKind) async throws {
        let server = ScriptedEventServer(.init(requiredBearerToken: "secret"))
        try await server.start()
        let clock = TestClock()
        let client = Self.makeClient(server, kind, bearerToken: "secret", clock: clock)
        let connects = Collected<ServerEventConnect>()
        let chats = Collected<String>()
        client.onConnect = { connects.append($0) }
        client.handle("cmd.chat") { chats.append($0.json ?? "") }
        client.start()
        // The server's 100 ms heartbeat interval is clamped to a second: two seconds of the clock hold two.
        await run(
            clock, for: .seconds(2),
            settled: { connects.all.count == 1 && ServerEventsClientStubTests.waitsAtMost(1, clock) },
            tooMany: { false })
        #expect(await eventually { chats.all.count == 1 && server.heartbeats.count == 2 })
        #expect(connects.all.map(\.id) == ["sub1"])
        #expect(connects.all.first?.channels == ["home"])
        #expect(chats.all == [#"{"text":"héllo ✓ 1"}"#])
        #expect(server.heartbeats.allSatisfy { $0 == "sub1" })
        #expect(server.authorizations.first == "Bearer secret")
        let cookie = try #require(server.cookies.first ?? nil)
        #expect(cookie.contains("ss-id=session1") && cookie.contains("ss-tok=token1"))
        await client.stop()
        #expect(server.unregistered == ["sub1"])
        #expect(await eventually { server.openStreams == 0 })
        await server.stop()
    }

    @Test(arguments: StreamingTransportKind.allCases)
    func reconnectsWhenTheServerEndsTheStream(_ kind: StreamingTransportKind) async throws {
        let server = ScriptedEventServer(.init(endFirstStream: true))
        try await server.start()
        let client = Self.makeClient(server, kind)
        let connects = Collected<String>()
        let reconnects = Collected<Bool>()
        client.onConnect = { connects.append($0.id) }
        client.onReconnect = { reconnects.append(true) }
        client.start()
        #expect(await eventually { connects.all == ["sub1", "sub2"] && reconnects.all.count == 1 })
        #expect(server.unregistered.contains("sub1"))
        await client.stop()
        #expect(await eventually { server.openStreams == 0 })
        await server.stop()
    }

    @Test(arguments: StreamingTransportKind.allCases)
    func aRefusedConnectIsReportedOnceWith401(_ kind: StreamingTransportKind) async throws {
        let server = ScriptedEventServer(.init(requiredBearerToken: "secret"))
        try await server.start()
        let client = Self.makeClient(server, kind)
        let errors = Collected<Int>()
        client.onException = { errors.append(($0 as? WebServiceError)?.statusCode ?? 0) }
        do {
            for try await _ in client {}
            Issue.record("the sequence ended without an error")
        } catch let error as WebServiceError {
            #expect(error.statusCode == 401)
            #expect(error.serviceErrorCode == "Unauthorized")
        }
        #expect(errors.all == [401])
        // The client stopped before the sequence threw: no loop is left that could try again.
        #expect(!client.isRunning)
        #expect(server.authorizations.count == 1)
        await server.stop()
    }

    @Test(arguments: StreamingTransportKind.allCases)
    func cancellingTheIteratingTaskClosesTheConnection(_ kind: StreamingTransportKind) async throws {
        let server = ScriptedEventServer()
        try await server.start()
        let client = Self.makeClient(server, kind)
        let received = Collected<String>()
        let iterating = Task {
            for try await message in client { received.append(message.selector ?? "") }
        }
        #expect(await eventually { received.all.count == 2 && server.openStreams == 1 })
        iterating.cancel()
        _ = try? await iterating.value
        #expect(await eventually { server.openStreams == 0 && !client.isRunning })
        #expect(await eventually { server.unregistered == ["sub1"] })
        await server.stop()
    }

    /// A task iterating the client that is handed the handshake finds it in `connectionInfo` too: the client records
    /// the connection before it hands the message on (seen once the other way round, in a full suite).
    @Test(arguments: StreamingTransportKind.allCases)
    func anIterationHandedTheHandshakeFindsTheConnectionRecorded(_ kind: StreamingTransportKind) async throws {
        let server = ScriptedEventServer()
        try await server.start()
        for _ in 0..<10 {
            let client = Self.makeClient(server, kind)
            let recorded = Collected<(handed: String, recorded: String?)>()
            let iterating = Task {
                for try await message in client where message.selector == "cmd.onConnect" {
                    recorded.append((ServerEventConnect(message: message).id, client.connectionInfo?.id))
                }
            }
            #expect(await eventually { recorded.all.count == 1 })
            let handshake = try #require(recorded.all.first)
            #expect(handshake.handed.hasPrefix("sub"))
            #expect(handshake.recorded == handshake.handed)
            iterating.cancel()
            _ = try? await iterating.value
            #expect(await eventually { !client.isRunning })
        }
        await server.stop()
    }

    @Test func theURLSessionTransportClosesItsStreamWhenTheClientStops() async throws {
        let server = ScriptedEventServer()
        try await server.start()
        let transport = URLSessionTransport()
        let client = Self.makeClient(server, transport: transport)
        let connected = Collected<String>()
        client.onConnect = { connected.append($0.id) }
        client.start()
        #expect(await eventually { connected.all == ["sub1"] && transport.openStreamCount == 1 })
        await client.stop()
        #expect(await eventually { transport.openStreamCount == 0 && server.openStreams == 0 })
        await server.stop()
    }
}
