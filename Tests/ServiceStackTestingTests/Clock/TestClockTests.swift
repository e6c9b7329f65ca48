import ServiceStackTesting
import TestSupport
import Testing

@Suite(.hangGuard) struct TestClockTests {
    @Test func waitForSleepersReturnsOnceATaskSleeps() async throws {
        let clock = TestClock()
        let sleeping = Task { try await clock.sleep(for: .seconds(5)) }
        try await clock.waitForSleepers()
        #expect(clock.sleepers == 1)
        #expect(clock.nextDeadline == TestClock.Instant(offset: .seconds(5)))
        clock.advance(by: .seconds(5))
        try await sleeping.value
        #expect(clock.sleepers == 0)
    }

    @Test func waitForSleepersIsCancellable() async throws {
        let clock = TestClock()
        let waiting = Task { try await clock.waitForSleepers() }
        waiting.cancel()
        await #expect(throws: CancellationError.self) { try await waiting.value }
    }

    @Test func advancingEverySleepPassesEachWaitAndReportsIt() async throws {
        let clock = TestClock()
        let (elapsed, waits) = try await clock.advancingEverySleep {
            try await clock.sleep(for: .seconds(1))
            try await clock.sleep(for: .seconds(3))
            return clock.now.offset
        }
        #expect(elapsed == .seconds(4))
        #expect(waits == [.seconds(1), .seconds(3)])
    }
}
