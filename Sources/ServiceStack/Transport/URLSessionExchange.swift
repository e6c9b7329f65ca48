import Foundation
import ServiceStackWire

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One call in flight on a URLSession: it collects the body as it arrives, stops a body that grows past the
/// limit, a redirect loop or a call past its deadline, and resumes the caller exactly once.
///
/// A call that fails early (too large, a redirect loop, cancelled) resumes its caller at once, without
/// waiting for the task to end: swift-corelibs-foundation cancels a task only once libcurl has handled all the
/// data already received, which for a gzip bomb can be a gigabyte. The bytes that still arrive are dropped.
final class URLSessionExchange: @unchecked Sendable {
    /// The most redirects one call follows.
    static let maxRedirects = 16

    private struct State {
        var body = Data()
        var visited: Set<String>
        var continuation: CheckedContinuation<TransportResponse, any Error>?
        var task: URLSessionTask?
        var cancelRequested = false
        var deadline: DeadlineTimer?
    }

    let url: String
    private let limit: Int
    private let state: Locked<State>

    init(url: String, limit: Int, continuation: CheckedContinuation<TransportResponse, any Error>) {
        self.url = url
        self.limit = limit
        state = Locked(State(visited: [url], continuation: continuation))
    }

    /// Records the task; one whose call was already cancelled is cancelled at once.
    func attach(_ task: URLSessionTask) {
        let cancelled = state.withLock { state in
            state.task = task
            return state.cancelRequested
        }
        if cancelled { Self.cancelInBackground(task) }
    }

    /// Fails the call with `timedOut`, and cancels its task, once `seconds` have passed (unless it ended before).
    func expire(after seconds: TimeInterval) {
        let timer = DeadlineTimer(seconds: seconds) { [weak self] in
            guard let self else { return }
            fail(.timedOut(url: url), cancelling: Self.cancelOnOwnThread)
        }
        let ended = state.withLock { state in
            guard state.continuation != nil else { return true }
            state.deadline = timer
            return false
        }
        if ended { timer.cancel() }
    }

    /// Adds a piece of the body; past the limit the call fails and the task is cancelled.
    func receive(_ data: Data) {
        let over = state.withLock { state -> Bool in
            guard state.continuation != nil else { return false }
            guard data.count <= limit - state.body.count else { return true }
            state.body.append(data)
            return false
        }
        if over { fail(.responseTooLarge(url: url, limit: limit)) }
    }

    /// Whether to follow a redirect to `target`: not to a URL this call already visited, nor past
    /// `maxRedirects`. When not, the call fails with `redirectLoop`.
    func follow(to target: URL?) -> Bool {
        let allowed = state.withLock { state -> Bool in
            let next = target?.absoluteString ?? ""
            guard state.visited.count <= Self.maxRedirects, !state.visited.contains(next) else { return false }
            state.visited.insert(next)
            return true
        }
        if !allowed { fail(.redirectLoop(url: url)) }
        return allowed
    }

    /// The caller's task was cancelled.
    func cancel() {
        let task = state.withLock { state in
            state.cancelRequested = true
            return state.task
        }
        resume(with: .failure(CancellationError()))
        if let task { Self.cancelInBackground(task) }
    }

    /// Ends the call with the task's outcome; `data` is the whole body when the task collected it itself.
    func finish(data: Data?, response: URLResponse?, error: (any Error)?) {
        let body = state.withLock { state in data ?? state.body }
        if let error {
            resume(with: .failure(URLSessionTransport.classify(error, url: url)))
        } else if let http = response as? HTTPURLResponse {
            if body.count > limit {
                resume(with: .failure(ServiceClientError.responseTooLarge(url: url, limit: limit)))
            } else {
                resume(with: .success(TransportResponse(data: body, response: http)))
            }
        } else {
            resume(with: .failure(ServiceClientError.invalidResponse(url: url, reason: "not an HTTP response")))
        }
    }

    private func fail(
        _ error: ServiceClientError, cancelling cancel: (URLSessionTask) -> Void = URLSessionExchange.cancelInBackground
    ) {
        let task = state.withLock { state in
            state.body = Data()
            state.cancelRequested = true
            return state.task
        }
        resume(with: .failure(error))
        if let task { cancel(task) }
    }

    private func resume(with result: Result<TransportResponse, any Error>) {
        let (continuation, deadline) = state.withLock { state in
            defer {
                state.continuation = nil
                state.deadline = nil
            }
            return (state.continuation, state.deadline)
        }
        deadline?.cancel()
        continuation?.resume(with: result)
    }

    /// Cancels off the calling thread: corelibs' `cancel()` waits for the session's work queue, which may be
    /// busy inflating for a long while; a delegate callback or a cooperative thread must not wait with it.
    private static func cancelInBackground(_ task: URLSessionTask) {
        let transfer = UncheckedTransfer(task)
        DispatchQueue.global().async { transfer.value.cancel() }
    }

    /// Cancels on a thread of its own, for a call past its deadline: the dispatch workers may be held up by a busy
    /// cooperative pool (they are the same threads on Linux).
    private static func cancelOnOwnThread(_ task: URLSessionTask) {
        let transfer = UncheckedTransfer(task)
        Thread.detachNewThread { transfer.value.cancel() }
    }
}
