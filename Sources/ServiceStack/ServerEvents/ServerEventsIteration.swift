import Foundation
import ServiceStackWire

/// The messages waiting for one task iterating a `ServerEventsClient`, at most `limit` bytes of them: the client
/// waits for room before handing over the next one, so a slow loop slows the reading of the stream (down to the
/// transport, see `ServerEventsClient.maxBufferedBytes`) instead of filling memory.
final class ServerEventsIteration: @unchecked Sendable {
    private struct State {
        var messages: [ServerEventMessage] = []
        var head = 0
        var bytes = 0
        /// Set once the client ends the iteration: nil for a normal end, or the error the loop gets.
        var end: Result<Void, any Error>?
        var consumer: CheckedContinuation<ServerEventMessage?, any Error>?
        var producer: CheckedContinuation<Void, Never>?
    }

    let limit: Int
    private let state = Locked(State())

    init(limit: Int) {
        self.limit = limit
    }

    /// The bytes of the messages waiting.
    var bufferedBytes: Int { state.withLock { $0.bytes } }

    /// Whether the client ended the iteration.
    var isEnded: Bool { state.withLock { $0.end != nil } }

    /// Hands `message` over, first waiting until the messages already waiting leave room for it (one message is
    /// always let through). Throws `CancellationError` when the calling task is cancelled while waiting.
    func push(_ message: ServerEventMessage) async throws {
        let size = message.data.utf8.count
        while true {
            try Task.checkCancellation()
            let consumer = state.withLock { state -> CheckedContinuation<ServerEventMessage?, any Error>?? in
                guard state.end == nil else { return .some(nil) }
                guard state.bytes == 0 || state.bytes + size <= limit else { return nil }
                if let consumer = state.consumer {
                    state.consumer = nil
                    return consumer
                }
                state.messages.append(message)
                state.bytes += size
                return .some(nil)
            }
            switch consumer {
            case .some(let waiting):
                waiting?.resume(returning: message)
                return
            case .none:
                await waitForRoom(for: size)
            }
        }
    }

    private func waitForRoom(for size: Int) async {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let ready = state.withLock { state in
                    let ready =
                        Task.isCancelled || state.end != nil || state.bytes == 0 || state.bytes + size <= limit
                    if !ready { state.producer = continuation }
                    return ready
                }
                if ready { continuation.resume() }
            }
        } onCancel: {
            wakeProducer()
        }
    }

    private func wakeProducer() {
        let producer = state.withLock { state in
            defer { state.producer = nil }
            return state.producer
        }
        producer?.resume()
    }

    /// The next message; nil once the client ended the iteration, or when the iterating task is cancelled.
    func next() async throws -> ServerEventMessage? {
        if let ready = state.withLock({ Self.take(&$0) }) {
            wakeProducer()
            return try ready.get()
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation {
                (continuation: CheckedContinuation<ServerEventMessage?, Error>) in
                let ready = state.withLock { state -> Result<ServerEventMessage?, any Error>? in
                    if Task.isCancelled { return .success(nil) }
                    if let ready = Self.take(&state) { return ready }
                    state.consumer = continuation
                    return nil
                }
                if let ready {
                    continuation.resume(with: ready)
                    wakeProducer()
                }
            }
        } onCancel: {
            let consumer = state.withLock { state in
                defer { state.consumer = nil }
                return state.consumer
            }
            consumer?.resume(returning: nil)
        }
    }

    /// The first waiting message, or the end; nil when the consumer must wait.
    private static func take(_ state: inout State) -> Result<ServerEventMessage?, any Error>? {
        if state.head < state.messages.count {
            let message = state.messages[state.head]
            state.head += 1
            state.bytes -= message.data.utf8.count
            if state.head == state.messages.count {
                state.messages.removeAll(keepingCapacity: true)
                state.head = 0
            } else if state.head >= 64, state.head * 2 >= state.messages.count {
                state.messages.removeFirst(state.head)
                state.head = 0
            }
            return .success(message)
        }
        switch state.end {
        case .none: return nil
        case .success: return .success(nil)
        case .failure(let error): return .failure(error)
        }
    }

    /// Ends the iteration once the waiting messages are read: normally, or with `error`.
    func finish(throwing error: (any Error)?) {
        let consumer = state.withLock { state -> CheckedContinuation<ServerEventMessage?, any Error>? in
            guard state.end == nil else { return nil }
            state.end = error.map { .failure($0) } ?? .success(())
            defer { state.consumer = nil }
            return state.consumer
        }
        if let error {
            consumer?.resume(throwing: error)
        } else {
            consumer?.resume(returning: nil)
        }
        wakeProducer()
    }
}
