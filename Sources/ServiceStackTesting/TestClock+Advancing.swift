import Foundation
import ServiceStack
import ServiceStackWire

extension TestClock {
    /// Runs `body` while moving the clock to each deadline as soon as a task sleeps on it, so that the waits of the
    /// code under test (a client's back-off between retries) pass at once; returns what `body` returned and how long
    /// each wait was, in order.
    public func advancingEverySleep<T>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> T
    ) async rethrows -> (result: T, waits: [Duration]) {
        let waits = Locked<[Duration]>([])
        let driver = Task {
            while true {
                do { try await waitForSleepers() } catch { return }
                guard let next = nextDeadline else { continue }
                let start = now
                waits.withLock { $0.append(start.duration(to: next)) }
                advance(to: next)
            }
        }
        defer { driver.cancel() }
        return (try await body(), waits.current)
    }
}
