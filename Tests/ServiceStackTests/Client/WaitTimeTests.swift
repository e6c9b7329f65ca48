import Foundation
import ServiceStack
import ServiceStackWire
import Testing

/// Seconds from settings and servers become sleeps and deadlines without trapping.
@Suite struct WaitTimeTests {
    @Test func nanosecondsAreTotal() {
        #expect(WaitTime.nanoseconds(1.5) == 1_500_000_000)
        #expect(WaitTime.nanoseconds(.nan) == 0)
        #expect(WaitTime.nanoseconds(-1) == 0)
        #expect(WaitTime.nanoseconds(-.infinity) == 0)
        #expect(WaitTime.nanoseconds(.infinity) == 1_000_000_000_000_000_000)
        #expect(WaitTime.nanoseconds(1e300) == 1_000_000_000_000_000_000)
    }

    @Test func millisecondsAreTotal() {
        #expect(WaitTime.milliseconds(0.25) == 250)
        #expect(WaitTime.milliseconds(.nan) == 0)
        #expect(WaitTime.milliseconds(.greatestFiniteMagnitude) == 1_000_000_000_000)
    }

    @Test func requestTimeoutsKeepMeaningfulValuesOnly() {
        #expect(WaitTime.requestTimeout(30) == 30)
        #expect(WaitTime.requestTimeout(.infinity) == WaitTime.maxSeconds)
        #expect(WaitTime.requestTimeout(.nan) == nil)
        #expect(WaitTime.requestTimeout(0) == nil)
        #expect(WaitTime.requestTimeout(-1) == nil)
    }

    @Test func retryAfterMustBeAFiniteNumberOrADate() {
        let policy = RetryPolicy(initialDelay: 0.1, maxDelay: 5)
        for value in ["nan", "NaN", "inf", "-infinity", "1e400"] {
            #expect(policy.delay(beforeRetry: 1, retryAfter: value) == 0.1, "\(value)")
        }
        #expect(policy.delay(beforeRetry: 1, retryAfter: "-5") == 0)
    }
}
