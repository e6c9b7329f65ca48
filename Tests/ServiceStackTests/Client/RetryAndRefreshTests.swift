import Foundation
import ServiceStack
import ServiceStackTesting
import ServiceStackWire
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct RetryAndRefreshTests {
    /// Answers `failures` times with `status`, then succeeds.
    static func flaky(_ stub: StubTransport, failures: Int, status: Int, headers: [String: String] = [:]) {
        let calls = Locked(0)
        stub.on(
            { _ in true },
            respond: { _ in
                let call = calls.withLock {
                    $0 += 1
                    return $0
                }
                return call <= failures
                    ? StubResponse(status: status, headers: headers, body: Data())
                    : StubResponse(json: #"{"result":"ok"}"#)
            })
    }

    /// A client whose waits between retries go by a test clock.
    static func retryingClient(
        policy: RetryPolicy, _ configure: (StubTransport) -> Void
    ) -> (JsonServiceClient, StubTransport, TestClock) {
        let (client, stub) = stubbedClient(configure)
        let clock = TestClock()
        client.retryPolicy = policy
        client.retryClock = clock
        return (client, stub, clock)
    }

    @Test func retriesIdempotentCallsOnServiceUnavailable() async throws {
        let (client, stub, clock) = Self.retryingClient(policy: .standard) { Self.flaky($0, failures: 2, status: 503) }
        let (response, waits) = try await clock.advancingEverySleep { try await client.getAsync(Hello()) }
        #expect(response.result == "ok")
        #expect(stub.requests.count == 3)
        #expect(waits == [.milliseconds(200), .milliseconds(400)])
    }

    @Test func neverRetriesPostUnlessTheRequestOptsIn() async throws {
        let (client, stub, clock) = Self.retryingClient(policy: .standard) { Self.flaky($0, failures: 2, status: 503) }
        let (_, postWaits) = await clock.advancingEverySleep {
            await #expect(throws: WebServiceError.self) { try await client.postAsync(Hello()) }
        }
        #expect(postWaits.isEmpty)
        #expect(stub.requests.count == 1)
        let (response, waits) = try await clock.advancingEverySleep { try await client.postAsync(CreateThing()) }
        #expect(response.result == "ok")
        #expect(stub.requests.count == 3)
        #expect(waits == [.milliseconds(200)])
    }

    @Test func noPolicyMeansNoRetry() async throws {
        let (client, stub) = stubbedClient { Self.flaky($0, failures: 1, status: 503) }
        await #expect(throws: WebServiceError.self) { try await client.getAsync(Hello()) }
        #expect(stub.requests.count == 1)
    }

    @Test func givesUpAfterMaxRetries() async throws {
        let (client, stub, clock) = Self.retryingClient(policy: RetryPolicy(maxRetries: 2)) {
            Self.flaky($0, failures: 10, status: 502)
        }
        let (error, waits) = await clock.advancingEverySleep {
            await #expect(throws: WebServiceError.self) { try await client.getAsync(Hello()) }
        }
        #expect(error?.statusCode == 502)
        #expect(stub.requests.count == 3)
        #expect(waits.count == 2)
    }

    @Test func retryAfterHeaderSetsTheDelay() {
        let policy = RetryPolicy(initialDelay: 0.1, maxDelay: 5)
        #expect(policy.delay(beforeRetry: 1, retryAfter: "2") == 2)
        #expect(policy.delay(beforeRetry: 1, retryAfter: "100") == 5)
        #expect(policy.delay(beforeRetry: 3, retryAfter: nil) == 0.4)
    }

    @Test func theClientWaitsTheServersRetryAfterOnItsClock() async throws {
        let (client, stub, clock) = Self.retryingClient(policy: .standard) {
            Self.flaky($0, failures: 1, status: 429, headers: ["Retry-After": "3"])
        }
        let (response, waits) = try await clock.advancingEverySleep { try await client.getAsync(Hello()) }
        #expect(response.result == "ok")
        #expect(stub.requests.count == 2)
        #expect(waits == [.seconds(3)])
    }

    /// The call is cancelled while it waits on the clock before its second attempt, which never comes.
    @Test(.hangGuard)
    func retryingIsCancellable() async throws {
        let (client, stub, clock) = Self.retryingClient(policy: RetryPolicy(maxRetries: 100, initialDelay: 5)) {
            Self.flaky($0, failures: 100, status: 503)
        }
        let task = Task { _ = try await client.getAsync(Hello()) }
        try await clock.waitForSleepers()
        #expect(clock.nextDeadline == TestClock.Instant(offset: .seconds(5)))
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(clock.sleepers == 0)
        #expect(stub.requests.count == 1)
    }

    @Test func on401RefreshesAndRetriesWithTheNewToken() async throws {
        let (client, stub) = stubbedClient { stub in
            stub.on(
                { $0.url?.path == "/api/GetAccessToken" },
                respond: { request in
                    #expect(request.value(forHTTPHeaderField: "Authorization") == nil)
                    #expect(request.bodyText.contains(#""refreshToken":"REFRESH""#))
                    return StubResponse(json: #"{"accessToken":"NEW"}"#)
                })
            stub.on(
                { _ in true },
                respond: { request in
                    request.value(forHTTPHeaderField: "Authorization") == "Bearer NEW"
                        ? StubResponse(json: #"{"result":"ok"}"#) : StubResponse(status: 401, json: "{}")
                })
        }
        client.bearerToken = "EXPIRED"
        client.refreshToken = "REFRESH"
        let response = try await client.getAsync(Hello())
        #expect(response.result == "ok")
        #expect(client.bearerToken == "NEW")
        #expect(stub.requests.map { $0.url?.path ?? "" } == ["/api/Hello", "/api/GetAccessToken", "/api/Hello"])
    }

    @Test func failedRefreshThrowsTheOriginal401() async throws {
        let (client, stub) = stubbedClient {
            $0.on({ _ in true }, respond: { _ in StubResponse(status: 401, json: "{}") })
        }
        client.refreshToken = "REFRESH"
        let error = try await #require(throws: WebServiceError.self) { try await client.getAsync(Hello()) }
        #expect(error.statusCode == 401)
        #expect(stub.requests.count == 2)
    }

    @Test func without401RecoveryMeansNoRefreshCall() async throws {
        let (client, stub) = stubbedClient {
            $0.on({ _ in true }, respond: { _ in StubResponse(status: 401, json: "{}") })
        }
        await #expect(throws: WebServiceError.self) { try await client.getAsync(Hello()) }
        #expect(stub.requests.count == 1)
    }
}
