import Foundation
import ServiceStack
import ServiceStackTesting
import TestServices
import TestSupport
import Testing

/// Header values a server controls (cookies, `Retry-After`) are parsed without trapping, however absurd.
@Suite struct HostileHeaderTests {
    static let ok = #"{"result":"ok"}"#

    @Test(arguments: TransportKind.allCases)
    func absurdCookiesAreStoredOrIgnored(transport: TransportKind) async throws {
        let cookies = [
            "a=1; Max-Age=99999999999999999999999999",
            "b=2; Max-Age=-99999999999999999999999999",
            "c=3; Expires=Fri, 31 Dec 99999 23:59:59 GMT",
            "d=4; Expires=Mon, 01 Jan 0000 00:00:00 GMT",
            "e=5; Max-Age=nan; Path=" + String(repeating: "/", count: 2000),
            "=; ; ;;",
        ]
        var routes: [String: HostileBehaviour] = [:]
        for (index, cookie) in cookies.enumerated() {
            routes["/cookie\(index)"] = .respond(
                status: 200, headers: ["Content-Type": "application/json", "Set-Cookie": cookie],
                body: Data(Self.ok.utf8))
        }
        try await withHostileServer(routes) { server in
            let client = try transport.client(baseUrl: server.baseUrl)
            for index in cookies.indices {
                let response: HelloResponse = try await client.getAsync("/cookie\(index)")
                #expect(response.result == "ok")
            }
        }
    }

    @Test(arguments: TransportKind.allCases, ["nan", "-inf", "1e400", "-5", "Fri, 31 Dec 99999 23:59:59 GMT"])
    func absurdRetryAfterValuesGiveABoundedWait(transport: TransportKind, retryAfter: String) async throws {
        let busy = HostileBehaviour.respond(status: 503, headers: ["Retry-After": retryAfter], body: Data())
        try await withHostileServer(["/busy": busy]) { server in
            let client = try transport.client(baseUrl: server.baseUrl)
            client.retryPolicy = RetryPolicy(maxRetries: 1, initialDelay: 0.01, maxDelay: 0.05)
            let clock = TestClock()
            client.retryClock = clock
            let (error, waits) = await clock.advancingEverySleep {
                await #expect(throws: WebServiceError.self) {
                    let _: HelloResponse = try await client.getAsync("/busy")
                }
            }
            #expect(error?.statusCode == 503)
            #expect(server.requests(to: "/busy") == 2)
            // One wait at most (a negative `Retry-After` is no wait at all), never past `maxDelay`.
            #expect(waits.count <= 1 && waits.allSatisfy { $0 > .zero && $0 <= .milliseconds(50) }, "\(waits)")
        }
    }

    /// With no upper bound on delays, a `Retry-After` of 10^300 seconds is a wait nobody sees the end of:
    /// it must still be a wait (cancellable), not an overflow.
    @Test(.hangGuard, arguments: TransportKind.allCases)
    func enormousRetryAfterWithoutMaxDelayWaitsUntilCancelled(transport: TransportKind) async throws {
        let busy = HostileBehaviour.respond(status: 503, headers: ["Retry-After": "1e300"], body: Data())
        try await withHostileServer(["/busy": busy]) { server in
            let client = try transport.client(baseUrl: server.baseUrl)
            client.retryPolicy = RetryPolicy(maxRetries: 1, maxDelay: .infinity)
            let clock = TestClock()
            client.retryClock = clock
            let call = Task { let _: HelloResponse = try await client.getAsync("/busy") }
            try await clock.waitForSleepers()
            // Ten years on the client's clock do not end the wait.
            clock.advance(by: .seconds(10 * 365 * 24 * 3600))
            #expect(clock.sleepers == 1)
            call.cancel()
            await #expect(throws: CancellationError.self) { try await call.value }
            #expect(server.requests(to: "/busy") == 1)
        }
    }
}
