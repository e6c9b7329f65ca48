import Foundation
import ServiceStackWire

/// The pieces of a streamed body that have arrived and are not read yet, at most `limit` bytes of them (a piece
/// arriving at an empty buffer is always taken): for a source that cannot wait for its reader, such as a URLSession
/// delegate. A piece that does not fit fails the body at once and releases what was buffered.
final class StreamChunkBuffer: @unchecked Sendable {
    private struct State {
        var chunks: [Data] = []
        var head = 0
        var bytes = 0
        var peakBytes = 0
        var end: Result<Void, any Error>?
        var reader: CheckedContinuation<Data?, any Error>?
    }

    /// The most bytes held unread.
    let limit: Int
    private let state = Locked(State())

    init(limit: Int) {
        self.limit = limit
    }

    /// The bytes that arrived and are not read yet.
    var unreadBytes: Int { state.withLock { $0.bytes } }

    /// The most bytes held unread at once.
    var peakUnreadBytes: Int { state.withLock { $0.peakBytes } }

    /// Adds `data`; false when it does not fit (the body has then failed with `overflow`) or the body has ended.
    func append(_ data: Data, overflow: @autoclosure () -> any Error) -> Bool {
        guard !data.isEmpty else { return true }
        enum Outcome {
            case stored
            case handed(CheckedContinuation<Data?, any Error>)
            case full, ended
        }
        let outcome = state.withLock { state -> Outcome in
            guard state.end == nil else { return .ended }
            if let reader = state.reader {
                state.reader = nil
                return .handed(reader)
            }
            guard state.bytes == 0 || data.count <= limit - state.bytes else { return .full }
            state.chunks.append(data)
            state.bytes += data.count
            state.peakBytes = max(state.peakBytes, state.bytes)
            return .stored
        }
        switch outcome {
        case .stored: return true
        case .handed(let reader):
            reader.resume(returning: data)
            return true
        case .full:
            fail(overflow())
            return false
        case .ended: return false
        }
    }

    /// Ends the body after the pieces already buffered.
    func finish() {
        end(with: .success(()), discarding: false)
    }

    /// Fails the body at once: the buffered pieces are released and the reader gets `error`.
    func fail(_ error: any Error) {
        end(with: .failure(error), discarding: true)
    }

    private func end(with result: Result<Void, any Error>, discarding: Bool) {
        let reader = state.withLock { state -> CheckedContinuation<Data?, any Error>? in
            guard state.end == nil else { return nil }
            state.end = result
            if discarding {
                state.chunks = []
                state.head = 0
                state.bytes = 0
            }
            defer { state.reader = nil }
            return state.reader
        }
        switch result {
        case .success: reader?.resume(returning: nil)
        case .failure(let error): reader?.resume(throwing: error)
        }
    }

    /// The next piece; nil at the end of the body. Throws `CancellationError` (and releases what is buffered) when
    /// the reading task is cancelled.
    func next() async throws -> Data? {
        if let ready = state.withLock({ Self.take(&$0) }) { return try ready.get() }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Data?, Error>) in
                let ready = state.withLock { state -> Result<Data?, any Error>? in
                    if Task.isCancelled { return .failure(CancellationError()) }
                    if let ready = Self.take(&state) { return ready }
                    state.reader = continuation
                    return nil
                }
                if let ready { continuation.resume(with: ready) }
            }
        } onCancel: {
            fail(CancellationError())
        }
    }

    private static func take(_ state: inout State) -> Result<Data?, any Error>? {
        if state.head < state.chunks.count {
            let chunk = state.chunks[state.head]
            state.chunks[state.head] = Data()
            state.head += 1
            state.bytes -= chunk.count
            if state.head == state.chunks.count {
                state.chunks.removeAll(keepingCapacity: true)
                state.head = 0
            } else if state.head >= 64, state.head * 2 >= state.chunks.count {
                state.chunks.removeFirst(state.head)
                state.head = 0
            }
            return .success(chunk)
        }
        switch state.end {
        case .none: return nil
        case .success: return .success(nil)
        case .failure(let error): return .failure(error)
        }
    }
}
