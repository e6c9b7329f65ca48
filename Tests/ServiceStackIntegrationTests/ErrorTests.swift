import Foundation
import ServiceStack
import ServiceStackTesting
import TestServices
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct ErrorTests {
    @Test(arguments: TransportKind.allCases)
    func httpErrorsArriveAsTypedErrors(transport: TransportKind) async throws {
        let client = try await transport.client()
        let request = ThrowHttpError()
        request.status = 404
        request.message = "not here"
        let error = try await #require(throws: WebServiceError.self) { _ = try await client.postAsync(request) }
        #expect(error.statusCode == 404)
        #expect(error.serviceErrorCode == "NotFound")
        #expect(error.message == "not here")
        #expect(client.lastError?.code == 404)
    }

    @Test(arguments: TransportKind.allCases)
    func validationErrorsCarryFieldErrors(transport: TransportKind) async throws {
        let client = try await transport.client()
        let request = ThrowValidation()
        request.age = 0
        do {
            _ = try await client.postAsync(request)
            Issue.record("expected a validation error")
        } catch let error as NSError {
            #expect(error.code == 400)
            let status = error.responseStatus
            #expect(status.errorCode == "InclusiveBetween")
            let age = try #require(status.errors.first { $0.fieldName == "Age" })
            #expect(age.message == "'Age' must be between 1 and 120. You entered 0.")
        }
    }

    @Test(arguments: TransportKind.allCases)
    func nonJsonAndEmptyErrorBodies(transport: TransportKind) async throws {
        let client = try await transport.client()
        let html = try await #require(throws: WebServiceError.self) {
            let _: HelloResponse = try await client.getAsync("/test/html-502")
        }
        #expect(html.statusCode == 502)
        #expect(html.serviceErrorCode == "BadGateway")
        let empty = try await #require(throws: WebServiceError.self) {
            let _: HelloResponse = try await client.getAsync("/test/empty-500")
        }
        #expect(empty.statusCode == 500)
        #expect(empty.message == "Internal Server Error")
    }

    @Test(arguments: TransportKind.allCases)
    func malformedSuccessBodyIsADecodingError(transport: TransportKind) async throws {
        let client = try await transport.client()
        let error = try await #require(throws: ServiceClientError.self) {
            let _: HelloResponse = try await client.getAsync("/test/bad-json")
        }
        guard case .decodingFailed = error else {
            Issue.record("unexpected \(error)")
            return
        }
    }

    @Test(arguments: TransportKind.allCases)
    func truncatedBodyIsAnInvalidResponse(transport: TransportKind) async throws {
        let client = try await transport.client()
        await #expect(throws: ServiceClientError.self) {
            let _: HelloResponse = try await client.getAsync("/test/truncated")
        }
    }

    @Test(arguments: TransportKind.allCases)
    func unreachableServerIsAConnectionFailure(transport: TransportKind) async throws {
        let client = try transport.client(baseUrl: "http://127.0.0.1:9")
        let error = try await #require(throws: ServiceClientError.self) { _ = try await client.getAsync(Hello()) }
        guard case .connectionFailed = error else {
            Issue.record("unexpected \(error)")
            return
        }
    }

    @Test(arguments: TransportKind.allCases)
    func retryPolicyRetriesRefusedConnectionsThenFails(transport: TransportKind) async throws {
        let client = try transport.client(baseUrl: "http://127.0.0.1:9")
        client.retryPolicy = RetryPolicy(maxRetries: 2, initialDelay: 0.1)
        let clock = TestClock()
        client.retryClock = clock
        // A transport that kept reconnecting until the deadline would end in `.timedOut`, not `.connectionFailed`
        // (five minutes: a busy test run can take many seconds over three refused connections).
        client.timeout = 300
        let (error, waits) = await clock.advancingEverySleep {
            await #expect(throws: ServiceClientError.self) { _ = try await client.getAsync(Hello()) }
        }
        guard case .connectionFailed? = error else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        // Two retries, after 0.1 s and 0.2 s of backoff on the client's clock.
        #expect(waits == [.milliseconds(100), .milliseconds(200)])
    }

    @Test(arguments: TransportKind.allCases)
    func slowResponseTimesOut(transport: TransportKind) async throws {
        let client = try await transport.client()
        client.timeout = 0.3
        let error = try await #require(throws: ServiceClientError.self) {
            let _: HelloResponse = try await client.getAsync("/test/slow?ms=3000")
        }
        guard case .timedOut = error else {
            Issue.record("unexpected \(error)")
            return
        }
    }

    static let heldBody = Data(#"{"result":"held"}"#.utf8)

    /// A response dripped one byte a second: it takes 17 seconds to arrive, well within the default timeout.
    static let held = HostileBehaviour.dripBody(interval: .seconds(1), body: heldBody)

    /// A response dripped one byte every 30 seconds: eight and a half minutes, longer than a busy test run can keep
    /// a test from cancelling it once it arrived, and shorter than `.hangGuard`. A call that was not cancelled ends
    /// in a success, not in a hang.
    static let heldForMinutes = HostileBehaviour.dripBody(interval: .seconds(30), body: heldBody)

    @Test(.hangGuard, arguments: TransportKind.allCases)
    func cancellingTheTaskCancelsTheCall(transport: TransportKind) async throws {
        try await withHostileServer(["/held": Self.heldForMinutes]) { server in
            let client = try transport.client(baseUrl: server.baseUrl)
            let task = Task {
                let _: HelloResponse = try await client.getAsync("/held")
            }
            await server.requestArrived(at: "/held")
            task.cancel()
            // Had the call not been cancelled, the held response would have arrived and the task succeeded.
            await #expect(throws: CancellationError.self) { try await task.value }
        }
    }

    /// The transport's deadline thread sleeps until its earliest timer and is woken only for an earlier one: a
    /// short deadline set while a far one is pending must still end its call on time, not when the far one is due
    /// (the dripped body, a byte a second, keeps URLSession's own gap timeout from firing first).
    @Test(.hangGuard)
    func aShortDeadlineFiresWhileAFarOneIsPending() async throws {
        try await withHostileServer(["/held": Self.held]) { server in
            let patient = try TransportKind.urlSession.client(baseUrl: server.baseUrl)
            patient.timeout = 600
            let pending = Task {
                let _: HelloResponse = try await patient.getAsync("/held")
            }
            await server.requestArrived(at: "/held")
            let hurried = try TransportKind.urlSession.client(baseUrl: server.baseUrl)
            hurried.timeout = 2
            let error = try await #require(throws: ServiceClientError.self) {
                let _: HelloResponse = try await hurried.getAsync("/held")
            }
            guard case .timedOut = error else {
                Issue.record("unexpected \(error)")
                return
            }
            pending.cancel()
        }
    }

    /// The first call makes the session through the factory; a cancellation that lands while it is being made must
    /// still cancel the data task made after it. The factory cancels the call itself, so no step waits for a
    /// cooperative thread that a busy test run may not have free.
    @Test(.hangGuard)
    func cancellingWhileTheURLSessionIsBeingMadeCancelsTheCall() async throws {
        let client = try await TransportKind.urlSession.client()
        let call = CallToCancel()
        client.urlSessionFactory = {
            call.cancelOnceStarted()
            return URLSession(configuration: .ephemeral)
        }
        let task = Task {
            let _: HelloResponse = try await client.getAsync("/test/slow?ms=3000")
        }
        call.started(task)
        await #expect(throws: CancellationError.self) { try await task.value }
    }

    @Test(arguments: TransportKind.allCases)
    func retriesRecoverFromServiceUnavailable(transport: TransportKind) async throws {
        let client = try await transport.client()
        client.retryPolicy = RetryPolicy(initialDelay: 0.05)
        let clock = TestClock()
        client.retryClock = clock
        let key = "retry-\(transport.rawValue)-\(UUID().uuidString)"
        let (result, waits) = try await clock.advancingEverySleep {
            let result: FlakyResult = try await client.getAsync("/test/flaky?key=\(key)&failures=2&status=503")
            return result
        }
        #expect(result.attempts == 3)
        #expect(waits == [.milliseconds(50), .milliseconds(100)])
    }

    @Test(arguments: TransportKind.allCases)
    func retriesHonourRetryAfterOn429(transport: TransportKind) async throws {
        let client = try await transport.client()
        client.retryPolicy = RetryPolicy(initialDelay: 0.01)
        let clock = TestClock()
        client.retryClock = clock
        let (result, waits) = try await clock.advancingEverySleep {
            let result: FlakyResult = try await client.getAsync("/test/rate-limited?key=\(UUID().uuidString)")
            return result
        }
        #expect(result.attempts == 2)
        // The server's `Retry-After: 1`, not the policy's 0.01 s.
        #expect(waits == [.seconds(1)])
    }

    @Test(arguments: TransportKind.allCases)
    func postIsNotRetried(transport: TransportKind) async throws {
        let client = try await transport.client()
        client.retryPolicy = RetryPolicy(initialDelay: 0.01)
        let clock = TestClock()
        client.retryClock = clock
        let key = "post-\(UUID().uuidString)"
        let (_, waits) = await clock.advancingEverySleep {
            await #expect(throws: WebServiceError.self) {
                let _: FlakyResult = try await client.postAsync(
                    "/test/flaky?key=\(key)&failures=1&status=503", request: Hello())
            }
        }
        #expect(waits.isEmpty)
        let counter: HitCount = try await client.getAsync("/test/counter?key=\(key)")
        #expect(counter.count == 1)
    }
}

struct FlakyResult: Codable {
    var result: String?
    var attempts: Int?
}

struct HitCount: Codable {
    var count: Int
}

/// The call a URLSession factory cancels while the session is being made: the factory waits, on its own thread,
/// until the test has handed the call over (right after starting it, without suspending).
private final class CallToCancel: @unchecked Sendable {
    private let lock = NSLock()
    private let handedOver = DispatchSemaphore(value: 0)
    private var task: Task<Void, any Error>?

    func started(_ task: Task<Void, any Error>) {
        lock.withLock { self.task = task }
        handedOver.signal()
    }

    func cancelOnceStarted() {
        // Ten minutes bound a failing test only: the test hands the call over right after starting it, but a busy
        // machine may not run its thread again for a long while.
        _ = handedOver.wait(timeout: .now() + 600)
        lock.withLock { task }?.cancel()
    }
}
