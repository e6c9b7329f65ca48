import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One streamed call on a URLSession: it hands the response head to the caller, then feeds each piece of the
/// body the session delegate receives into the caller's stream.
///
/// The delegate cannot wait for the reader, so the stream holds at most `maxBufferedChunks` unread pieces; a
/// reader that falls further behind gets `ServiceClientError.responseTooLarge` and the call is cancelled.
final class URLSessionStreamExchange: @unchecked Sendable {
    /// The most unread pieces a stream holds.
    static let maxBufferedChunks = 4096

    private struct State {
        var head: CheckedContinuation<StreamingResponse, Error>?
        var body: AsyncThrowingStream<Data, Error>.Continuation?
        var task: URLSessionTask?
    }

    let url: String
    private let state: Locked<State>

    init(url: String, head: CheckedContinuation<StreamingResponse, Error>) {
        self.url = url
        state = Locked(State(head: head))
    }

    func attach(_ task: URLSessionTask) {
        state.withLock { $0.task = task }
    }

    /// The head arrived: the caller gets the response, with a body stream that cancels the task when dropped.
    func receive(_ response: URLResponse) {
        guard let http = response as? HTTPURLResponse else {
            finish(error: ServiceClientError.invalidResponse(url: url, reason: "not an HTTP response"))
            return
        }
        let (stream, continuation) = AsyncThrowingStream<Data, Error>.makeStream(
            bufferingPolicy: .bufferingOldest(Self.maxBufferedChunks))
        continuation.onTermination = { [weak self] _ in self?.cancel() }
        let head = state.withLock { state in
            state.body = continuation
            defer { state.head = nil }
            return state.head
        }
        let parts = TransportResponse(data: Data(), response: http)
        head?.resume(
            returning: StreamingResponse(
                url: parts.url, statusCode: parts.statusCode, headers: parts.headers, body: StreamingBody(stream)))
    }

    func receive(_ data: Data) {
        deliverHeadIfPending()
        guard let body = state.withLock({ $0.body }) else { return }
        if case .dropped = body.yield(data) {
            finish(error: ServiceClientError.responseTooLarge(url: url, limit: Self.maxBufferedChunks))
            cancel()
        }
    }

    /// The task ended: the caller waiting for the head gets the error, the body stream ends.
    func finish(error: Error?) {
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
            body?.finish(throwing: failure)
        } else {
            body?.finish()
        }
    }

    /// A session that did not report the head before the body or the end reports it now.
    private func deliverHeadIfPending() {
        let response = state.withLock { state in state.head == nil ? nil : state.task?.response }
        if let response { receive(response) }
    }

    /// The caller stopped reading or was cancelled.
    func cancel() {
        let (head, task) = state.withLock { state in
            defer { state.head = nil }
            return (state.head, state.task)
        }
        head?.resume(throwing: CancellationError())
        task?.cancel()
    }
}
