import Foundation
import ServiceStack
import TestServices
import TestSupport
import Testing

/// A server that sends a byte now and then must not hold a call past the client's `timeout`: it bounds the
/// whole exchange, not the gaps between bytes.
@Suite struct SlowServerTests {
    /// 40 bytes, one every 300 ms: twelve seconds of a server that is never idle for long, far past the 1 s
    /// timeout even when a loaded machine runs the timer late.
    static let drip = Duration.milliseconds(300)
    static let body = Data(#"{"result":"Hello, slow world and more"}"#.utf8)

    @Test(arguments: TransportKind.allCases)
    func headersSentByteByByteHitTheTimeout(transport: TransportKind) async throws {
        try await withHostileServer(["/slow": .dripHeaders(interval: Self.drip, bytes: 40, body: Self.body)]) {
            server in
            let client = try transport.client(baseUrl: server.baseUrl)
            client.timeout = 1
            let error = await clientError { let _: HelloResponse = try await client.getAsync("/slow") }
            #expect(error?.code == "TimedOut", "\(String(describing: error))")
        }
    }

    @Test(arguments: TransportKind.allCases)
    func bodySentByteByByteHitsTheTimeout(transport: TransportKind) async throws {
        try await withHostileServer(["/slow": .dripBody(interval: Self.drip, body: Self.body)]) { server in
            let client = try transport.client(baseUrl: server.baseUrl)
            client.timeout = 1
            let error = await clientError { let _: HelloResponse = try await client.getAsync("/slow") }
            #expect(error?.code == "TimedOut", "\(String(describing: error))")
        }
    }

    @Test(arguments: TransportKind.allCases)
    func aQuickResponseWithinTheTimeoutArrives(transport: TransportKind) async throws {
        try await withHostileServer(["/quick": .json(#"{"result":"quick"}"#)]) { server in
            let client = try transport.client(baseUrl: server.baseUrl)
            // Ten minutes: a busy test run can delay even a quick answer by many seconds.
            client.timeout = 600
            let response: HelloResponse = try await client.getAsync("/quick")
            #expect(response.result == "quick")
        }
    }

    /// swift-corelibs-foundation arms URLSession's timer with whole seconds, so a timeout under a second used to fail
    /// calls at once (within milliseconds) even when the server answered at once. Each call must now either
    /// arrive or time out no sooner than its timeout: a busy machine may make a call slow, never its timer early.
    @Test(arguments: TransportKind.allCases)
    func aSubSecondTimeoutNeverEndsACallEarly(transport: TransportKind) async throws {
        try await withHostileServer(["/quick": .json(#"{"result":"quick"}"#)]) { server in
            let client = try transport.client(baseUrl: server.baseUrl)
            client.timeout = 0.5
            let clock = ContinuousClock()
            for _ in 0..<20 {
                let start = clock.now
                do {
                    let response: HelloResponse = try await client.getAsync("/quick")
                    #expect(response.result == "quick")
                } catch {
                    let elapsed = clock.now - start
                    #expect(elapsed >= .milliseconds(500), "failed after \(elapsed): \(error)")
                }
            }
        }
    }

    @Test(arguments: TransportKind.allCases)
    func aHeldResponseHitsASubSecondTimeout(transport: TransportKind) async throws {
        try await withHostileServer(["/held": .dripBody(interval: .seconds(1), body: Self.body)]) { server in
            let client = try transport.client(baseUrl: server.baseUrl)
            client.timeout = 0.3
            let error = await clientError { let _: HelloResponse = try await client.getAsync("/held") }
            #expect(error?.code == "TimedOut", "\(String(describing: error))")
        }
    }

    /// Foundation and NIO turn the timeout into integers; values no clock can hold must not trap.
    @Test(arguments: TransportKind.allCases, [TimeInterval.infinity, 1e300, -5, .nan, 0])
    func timeoutsOfAnySizeAreUsable(transport: TransportKind, timeout: TimeInterval) async throws {
        try await withHostileServer(["/quick": .json(#"{"result":"quick"}"#)]) { server in
            let client = try transport.client(baseUrl: server.baseUrl)
            client.timeout = timeout
            let response: HelloResponse = try await client.getAsync("/quick")
            #expect(response.result == "quick")
        }
    }
}
