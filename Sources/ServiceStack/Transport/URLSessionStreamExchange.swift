import Foundation
import ServiceStackWire

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One streamed call on a URLSession: it hands the response head to the caller, then feeds each piece of the
/// body the session delegate receives into the caller's body.
///
/// The delegate cannot wait for the reader, so the body holds at most `maxBufferedBytes` unread; a reader that
/// falls further behind gets `ServiceClientError.responseTooLarge` and the call is cancelled. The buffered bytes
/// are released as soon as the call fails, ends unread or the reader goes away.
final class URLSessionStreamExchange: @unchecked Sendable {
    private struct State {
        var head: CheckedContinuation<StreamingResponse, any Error>?
        var body: StreamChunkBuffer?
        var task: URLSessionTask?
        var isCancelled = false
    }

    let url: String
    private let maxBufferedBytes: Int
    private let state: Locked<State>

    init(url: String, maxBufferedBytes: Int, head: CheckedContinuation<StreamingResponse, any Error>) {
        self.url = url
        self.maxBufferedBytes = max(maxBufferedBytes, 1)
        state = Locked(State(head: head))
    }

    func attach(_ task: URLSessionTask) {
        state.withLock { $0.task = task }
    }

    /// The head arrived: the caller gets the response, with a body that cancels the task when dropped.
    func receive(_ response: URLResponse) {
        guard let http = response as? HTTPURLResponse else {
            finish(error: ServiceClientError.invalidResponse(url: url, reason: "not an HTTP response"))
            return
        }
        let buffer = StreamChunkBuffer(limit: maxBufferedBytes)
        let head = state.withLock { state -> CheckedContinuation<StreamingResponse, any Error>? in
            guard let head = state.head else { return nil }
            state.body = buffer
            state.head = nil
            return head
        }
        guard let head else { return }
        // Alive while the response or an iterator of its body is: when the last goes, the call is cancelled.
        let reader = StreamBodyReader(buffer: buffer) { [weak self] in self?.cancel() }
        let parts = TransportResponse(data: Data(), response: http)
        head.resume(
            returning: StreamingResponse(
                url: parts.url, statusCode: parts.statusCode, headers: parts.headers,
                body: StreamingBody(
                    unreadBytes: { reader.buffer.unreadBytes }, peakUnreadBytes: { reader.buffer.peakUnreadBytes }
                ) {
                    { try await reader.next() }
                }))
    }

    func receive(_ data: Data) {
        deliverHeadIfPending()
        guard let body = state.withLock({ $0.body }) else { return }
        let limit = maxBufferedBytes
        if !body.append(data, overflow: ServiceClientError.responseTooLarge(url: url, limit: limit)) {
            cancel()
        }
    }

    /// The task ended: the caller waiting for the head gets the error, the body ends.
    func finish(error: (any Error)?) {
        if error == nil { deliverHeadIfPending() }
        let (head, body) = state.withLock { state in
            defer {
                state.head = nil
                state.body = nil
            }
            return (state.head, state.body)
        }
        let failure = error.map { URLSessionTransport.classify($0, url: url) }
        head?.resume(
            throwing: failure
                ?? ServiceClientError.invalidResponse(url: url, reason: "the connection ended before a response"))
        if let failure {
            body?.fail(failure)
        } else {
            body?.finish()
        }
    }

    /// A session that did not report the head before the body or the end reports it now.
    private func deliverHeadIfPending() {
        let response = state.withLock { state in state.head == nil ? nil : state.task?.response }
        if let response { receive(response) }
    }

    /// The caller stopped reading or was cancelled: the body is released and the task cancelled (once).
    func cancel() {
        let (head, body, task) = state.withLock { state in
            defer {
                state.head = nil
                state.body = nil
                state.isCancelled = true
            }
            return (state.head, state.body, state.isCancelled ? nil : state.task)
        }
        head?.resume(throwing: CancellationError())
        body?.fail(CancellationError())
        if let task { Self.cancelInBackground(task) }
    }

    /// Cancels off the calling thread: corelibs' `cancel()` waits for the session's work queue, which may be busy
    /// with the data still arriving; a delegate callback or a cooperative thread must not wait with it.
    private static func cancelInBackground(_ task: URLSessionTask) {
        let transfer = UncheckedTransfer(task)
        DispatchQueue.global().async { transfer.value.cancel() }
    }
}

/// Reads a streamed body; when the response and every iterator of its body are gone, it ends the call.
final class StreamBodyReader: Sendable {
    let buffer: StreamChunkBuffer
    private let onRelease: @Sendable () -> Void

    init(buffer: StreamChunkBuffer, onRelease: @escaping @Sendable () -> Void) {
        self.buffer = buffer
        self.onRelease = onRelease
    }

    deinit { onRelease() }

    func next() async throws -> Data? {
        try await buffer.next()
    }
}
