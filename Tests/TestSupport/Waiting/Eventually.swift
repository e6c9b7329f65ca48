import Foundation

/// Waits until `condition` holds, for at most `seconds`; returns whether it held. For state that announces no
/// change (a count another task updates, a list a broker keeps): the condition is checked again after a pause that
/// grows from 1 ms to 20 ms. The bound is generous (the suite runs in parallel on small machines) and only matters
/// when the condition never holds. When the change comes as an event (a stream element, a callback), await it with
/// `awaitEvent(within:_:)` instead.
public func eventually(within seconds: Double = 300, _ condition: () async throws -> Bool) async rethrows -> Bool {
    try await eventualValue(within: seconds) { try await condition() ? true : nil } ?? false
}

/// Runs `attempt` until it returns a value, for at most `seconds`, as `eventually` checks its condition; nil when it
/// never did.
public func eventualValue<T>(within seconds: Double = 300, _ attempt: () async throws -> T?) async rethrows -> T? {
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    var pause = Duration.milliseconds(1)
    while ContinuousClock.now < deadline {
        if let value = try await attempt() { return value }
        do {
            try await Task.sleep(for: pause)
        } catch {
            break
        }
        pause = min(pause * 2, .milliseconds(20))
    }
    return try await attempt()
}
