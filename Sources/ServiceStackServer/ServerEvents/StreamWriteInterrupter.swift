import NIOConcurrencyHelpers

/// Lets a subscription's stream write its frames in the connection's own task (no writer task per subscriber) and
/// still be ended while a write waits behind a subscriber that stopped reading: `interrupt` cancels the task, which
/// fails the write it waits in.
///
/// The task is cancelled only between `beginWrite` and `endWrite`, which the task itself calls, so it is alive
/// whenever it is cancelled; once interrupted, no further write begins.
final class StreamWriteInterrupter: @unchecked Sendable {
    private struct State {
        var task: UnsafeCurrentTask?
        var writing = false
        var interrupted = false
        var cancelledTask = false
    }

    // @unchecked: `UnsafeCurrentTask` is not Sendable; it is only touched under this lock, and only cancelled.
    private let state = NIOLockedValueBox(State())

    /// Records the calling task, the one whose writes `interrupt` fails.
    init() {
        let task = withUnsafeCurrentTask { $0 }
        state.withLockedValue { $0.task = task }
    }

    /// Whether a write may start (false once interrupted); every true is followed by `endWrite`.
    func beginWrite() -> Bool {
        state.withLockedValue { state in
            guard !state.interrupted else { return false }
            state.writing = true
            return true
        }
    }

    func endWrite() {
        state.withLockedValue { $0.writing = false }
    }

    /// Stops further writes, and fails the one under way by cancelling the writing task.
    func interrupt() {
        state.withLockedValue { state in
            state.interrupted = true
            guard state.writing, let task = state.task else { return }
            state.cancelledTask = true
            task.cancel()
        }
    }

    /// Forgets the task; call before it returns. Returns whether `interrupt` cancelled it.
    func finish() -> Bool {
        state.withLockedValue { state in
            state.task = nil
            state.interrupted = true
            return state.cancelledTask
        }
    }
}
