import Foundation

/// Entries that fall due at instants of the continuous clock, for a thread of their own that sleeps on a condition
/// until the earliest is due. Every method is called with that condition's lock held. A class: other threads add
/// and remove entries while the waiting thread is inside `wait(on:now:)`.
final class DueEntries<Key: Hashable, Entry> {
    private var entries: [Key: (due: ContinuousClock.Instant, entry: Entry)] = [:]
    /// When the waiting thread wakes up by itself: nil while it waits with nothing due, or does not wait.
    private var wakeUp: ContinuousClock.Instant?

    /// Adds `entry`, due at `due`; true when the waiting thread must be signalled to see it in time.
    func add(_ entry: Entry, due: ContinuousClock.Instant, for key: Key) -> Bool {
        entries[key] = (due, entry)
        // Entries mostly share one timeout, so a new one is rarely due before the thread wakes up anyway.
        return wakeUp.map { due < $0 } ?? true
    }

    func remove(_ key: Key) -> Entry? {
        entries.removeValue(forKey: key)?.entry
    }

    /// Takes out the entries due at `now`.
    func removeDue(at now: ContinuousClock.Instant) -> [Entry] {
        let due = entries.filter { $0.value.due <= now }
        for key in due.keys { entries.removeValue(forKey: key) }
        return due.values.map(\.entry)
    }

    /// When the last entry falls due; nil when there is none.
    var lastDue: ContinuousClock.Instant? {
        entries.values.map(\.due).max()
    }

    /// Waits on `condition`, whose lock is held, until it is signalled or the earliest entry falls due.
    func wait(on condition: NSCondition, now: ContinuousClock.Instant) {
        wakeUp = entries.values.map(\.due).min()
        condition.wait(until: wakeUp, now: now)
        wakeUp = nil
    }
}
