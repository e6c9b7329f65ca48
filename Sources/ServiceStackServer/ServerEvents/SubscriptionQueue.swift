import NIOConcurrencyHelpers
import NIOCore
import ServiceStack
import ServiceStackWire

/// The frames waiting for one subscriber's connection: at most `capacity` of them and `maxBytes` in all.
///
/// Publishers only append (they never wait for a subscriber); the subscriber's writer takes everything waiting in
/// one buffer. A subscriber that lets more pile up is closed instead of buffered further.
///
/// The writer runs in the connection's own task (no writer task per subscriber) and marks each write with
/// `beginWrite` and `endWrite`. Closing the queue while a write waits (behind a subscriber that stopped reading,
/// whose socket is full) cancels that task, which fails the write. The task is cancelled only between the two
/// calls, which the task itself makes, so it is alive whenever it is cancelled.
// @unchecked: the writing task (`UnsafeCurrentTask`, not Sendable) is only touched under the lock, and only cancelled.
final class SubscriptionQueue: @unchecked Sendable {
    /// Why a subscription ended.
    enum CloseReason: Sendable, Equatable {
        case unregistered, expired, overflow, shutdown, disconnected
    }

    private struct State {
        var pending = ByteBuffer()
        var pendingCount = 0
        var nextEventId = 1
        /// The writer waiting in `next`; whoever takes it out under the lock resumes it, exactly once.
        var waiter: UnsafeContinuation<ByteBuffer?, Never>?
        var closeReason: CloseReason?
        /// The task writing frames, between `beginWrite` and `endWrite`.
        var writingTask: UnsafeCurrentTask?
        var cancelledWriter = false
    }

    let capacity: Int
    let maxBytes: Int
    private let state = NIOLockedValueBox(State())

    init(capacity: Int, maxBytes: Int = .max) {
        self.capacity = max(1, capacity)
        self.maxBytes = max(1, maxBytes)
    }

    /// Why the queue closed, or nil while it is open.
    var closeReason: CloseReason? { state.withLockedValue { $0.closeReason } }

    /// Appends the frame `id: {n}\ndata: {data}\n\n`. Returns false when the queue is closed, or closes it (reason
    /// `overflow`) when `capacity` frames are already waiting or the frame would take it past `maxBytes`.
    @discardableResult
    func enqueue(data: String) -> Bool {
        enqueue(FrameLines(data: data))
    }

    /// Appends the frame `id: {n}` followed by `lines`, rendered once for every queue a message goes to.
    @discardableResult
    func enqueue(_ lines: FrameLines) -> Bool {
        var overflowed = false
        let taken: (UnsafeContinuation<ByteBuffer?, Never>, ByteBuffer)? = state.withLockedValue { state in
            guard state.closeReason == nil else { return nil }
            let frameBytes = Self.idLineBytes + lines.bytes.readableBytes
            guard state.pendingCount < capacity, frameBytes <= maxBytes - state.pending.readableBytes else {
                overflowed = true
                return nil
            }
            Self.writeFrame(id: state.nextEventId, lines: lines, into: &state.pending)
            state.nextEventId += 1
            state.pendingCount += 1
            guard let waiter = state.waiter else { return nil }
            state.waiter = nil
            return (waiter, takePending(&state))
        }
        if let (waiter, frames) = taken { waiter.resume(returning: frames) }
        if overflowed { close(.overflow) }
        return !overflowed && closeReason == nil
    }

    /// Everything waiting, as one buffer; suspends while nothing is waiting. Nil once the queue is closed.
    func next() async -> ByteBuffer? {
        await withTaskCancellationHandler {
            await withUnsafeContinuation { continuation in
                let ready: ByteBuffer?? = state.withLockedValue { state in
                    if state.closeReason != nil { return .some(nil) }
                    if state.pendingCount > 0 { return .some(takePending(&state)) }
                    state.waiter = continuation
                    return .none
                }
                if let ready { continuation.resume(returning: ready) }
            }
        } onCancel: {
            close(.disconnected)
        }
    }

    /// Closes the queue: frames still waiting are dropped, `next` returns nil, and a write under way fails (its task
    /// is cancelled). Returns false when it was already closed.
    ///
    /// The writing task is cancelled under the lock, so nothing its cancellation handlers run may close this queue:
    /// the writer's own reaction to a failed write is to call `close` after the write returned.
    @discardableResult
    func close(_ reason: CloseReason) -> Bool {
        let closed: UnsafeContinuation<ByteBuffer?, Never>?? = state.withLockedValue { state in
            guard state.closeReason == nil else { return .none }
            state.closeReason = reason
            state.pending.clear()
            state.pendingCount = 0
            if let task = state.writingTask {
                state.writingTask = nil
                state.cancelledWriter = true
                task.cancel()
            }
            defer { state.waiter = nil }
            return .some(state.waiter)
        }
        guard let waiter = closed else { return false }
        waiter?.resume(returning: nil)
        return true
    }

    /// Marks the calling task as writing what `next` handed out; false (write nothing) once the queue is closed.
    /// Every true is followed by `endWrite`.
    func beginWrite() -> Bool {
        let task = withUnsafeCurrentTask { $0 }
        return state.withLockedValue { state in
            guard state.closeReason == nil else { return false }
            state.writingTask = task
            return true
        }
    }

    /// Ends the write `beginWrite` allowed.
    func endWrite() {
        state.withLockedValue { $0.writingTask = nil }
    }

    /// Whether closing the queue cancelled its writer's task to fail a write.
    var cancelledWriter: Bool { state.withLockedValue { $0.cancelledWriter } }

    private func takePending(_ state: inout State) -> ByteBuffer {
        let frames = state.pending
        state.pending = ByteBuffer()
        state.pendingCount = 0
        return frames
    }

    /// Room for `id: {n}` with any `Int`.
    private static let idLineBytes = 4 + 20

    private static func writeFrame(id: Int, lines: FrameLines, into buffer: inout ByteBuffer) {
        buffer.writeString("id: ")
        buffer.writeString(String(id))
        buffer.writeImmutableBuffer(lines.bytes)
    }
}

/// The part of a frame after its `id:` line: one `data:` line per line of the data, then the blank line that ends
/// the frame. Each line of a multi-line `data` becomes a `data:` line of its own, so no text can start a field or a
/// frame of its own. Lines end only where SSE readers end them (`\r\n`, `\r`, `\n`): U+2028, U+2029 and U+0085
/// stay inside their line.
struct FrameLines: Sendable {
    let bytes: ByteBuffer

    init(data: String) {
        let utf8 = data.utf8
        var buffer = ByteBuffer()
        buffer.reserveCapacity(utf8.count + 16)
        buffer.writeString("\ndata: ")
        var lineStart = utf8.startIndex
        var index = lineStart
        while index != utf8.endIndex {
            let byte = utf8[index]
            guard byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n") else {
                index = utf8.index(after: index)
                continue
            }
            buffer.writeBytes(utf8[lineStart..<index])
            buffer.writeString("\ndata: ")
            index = utf8.index(after: index)
            if byte == UInt8(ascii: "\r"), index != utf8.endIndex, utf8[index] == UInt8(ascii: "\n") {
                index = utf8.index(after: index)
            }
            lineStart = index
        }
        buffer.writeBytes(utf8[lineStart..<utf8.endIndex])
        buffer.writeString("\n\n")
        bytes = buffer
    }
}
