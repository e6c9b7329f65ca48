import Foundation

/// A one-shot timer on a global dispatch queue, outside Swift's cooperative pool: it fires on time even when every
/// cooperative thread is busy, which a `Task.sleep` racing the call cannot promise.
final class DeadlineTimer: @unchecked Sendable {
    private let source: DispatchSourceTimer

    /// Runs `expire` once `seconds` (limited like `WaitTime.nanoseconds(_:)`) have passed, unless cancelled first.
    init(seconds: TimeInterval, expire: @escaping @Sendable () -> Void) {
        source = DispatchSource.makeTimerSource(queue: .global())
        source.schedule(deadline: .now() + .nanoseconds(Int(WaitTime.nanoseconds(seconds))))
        source.setEventHandler(handler: expire)
        source.resume()
    }

    /// Stops the timer; it does not fire after this returns, unless it was already firing.
    func cancel() {
        source.cancel()
    }
}
