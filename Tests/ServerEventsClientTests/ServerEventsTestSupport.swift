import Foundation
import ServiceStack

/// Values a test collects from callbacks running on other tasks.
final class Collected<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Value] = []

    func append(_ value: Value) { lock.withLock { values.append(value) } }
    var all: [Value] { lock.withLock { values } }
}

/// Waits until `condition` holds, checking every 10 ms, for at most `seconds` (generous: the whole suite runs in parallel on a small machine); returns whether it held.
func eventually(seconds: TimeInterval = 60, _ condition: () -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if condition() { return true }
        try? await Task.sleep(nanoseconds: 10_000_000)
    }
    return condition()
}
