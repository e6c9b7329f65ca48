import Foundation
import TestSupport
import Testing

@testable import ServiceStack

/// The bookkeeping of the threads that keep deadlines and Server Events waits, at instants the test picks.
struct DueEntriesTests {
    static let start = ContinuousClock.now

    static func at(_ seconds: Int) -> ContinuousClock.Instant { start + .seconds(seconds) }

    @Test func entriesComeOutWhenDueAndOnlyOnce() {
        let entries = DueEntries<Int, String>()
        _ = entries.add("late", due: Self.at(30), for: 1)
        _ = entries.add("early", due: Self.at(10), for: 2)
        _ = entries.add("also early", due: Self.at(10), for: 3)
        #expect(entries.removeDue(at: Self.at(5)).isEmpty)
        #expect(Set(entries.removeDue(at: Self.at(10))) == ["early", "also early"])
        #expect(entries.removeDue(at: Self.at(20)).isEmpty)
        #expect(entries.lastDue == Self.at(30))
        #expect(entries.removeDue(at: Self.at(30)) == ["late"])
        #expect(entries.lastDue == nil)
    }

    @Test func aRemovedEntryNeverFallsDue() {
        let entries = DueEntries<Int, String>()
        _ = entries.add("kept", due: Self.at(1), for: 1)
        _ = entries.add("cancelled", due: Self.at(1), for: 2)
        #expect(entries.remove(2) == "cancelled")
        #expect(entries.remove(2) == nil)
        #expect(entries.removeDue(at: Self.at(2)) == ["kept"])
    }

    @Test func aThreadThatIsNotWaitingOnADeadlineIsSignalledForEveryEntry() {
        let entries = DueEntries<Int, String>()
        #expect(entries.add("first", due: Self.at(10), for: 1))
        #expect(entries.add("second", due: Self.at(20), for: 2))
    }

    /// Entries and flags shared with a waiting thread, under `condition`'s lock.
    final class Waiter: @unchecked Sendable {
        let condition = NSCondition()
        let entries = DueEntries<Int, String>()
        var isWaiting = false
        var tookADueEntry = false

        /// Waits on a thread of its own, as the deadline and Server Events threads do, until an entry is due.
        func startWaiting() {
            Thread { [self] in
                condition.lock()
                while true {
                    let now = ContinuousClock.now
                    if !entries.removeDue(at: now).isEmpty { break }
                    isWaiting = true
                    entries.wait(on: condition, now: now)
                    isWaiting = false
                }
                tookADueEntry = true
                condition.unlock()
            }.start()
        }

        /// `body` with the lock held, once the thread is inside its wait (which released the lock); nil before.
        func whileItWaits<T>(_ body: (Waiter) -> T) -> T? {
            condition.lock()
            defer { condition.unlock() }
            return isWaiting ? body(self) : nil
        }

        var hasTakenADueEntry: Bool {
            condition.lock()
            defer { condition.unlock() }
            return tookADueEntry
        }
    }

    @Test func aWaitingThreadIsSignalledOnlyForAnEntryDueBeforeItWakesUp() async throws {
        let waiter = Waiter()
        _ = waiter.entries.add("in an hour", due: .now + .seconds(3600), for: 1)
        waiter.startWaiting()
        let laterNeedsASignal = await eventualValue {
            waiter.whileItWaits { $0.entries.add("in two hours", due: .now + .seconds(7200), for: 2) }
        }
        #expect(laterNeedsASignal == false)
        let soonerNeedsASignal = await eventualValue {
            waiter.whileItWaits { waiter in
                let signal = waiter.entries.add("now", due: .now, for: 3)
                if signal { waiter.condition.signal() }
                return signal
            }
        }
        #expect(soonerNeedsASignal == true)
        #expect(await eventually { waiter.hasTakenADueEntry })
    }
}
