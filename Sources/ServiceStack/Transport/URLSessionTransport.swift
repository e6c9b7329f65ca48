import Foundation
import ServiceStackWire

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The default transport: a few `URLSession`s shared by every call of a client, one per processor core (calls take
/// them in turn): swift-corelibs-foundation runs all of a session's transfers on one serial queue.
///
/// On its own session the transport is the session's delegate: it reads bodies as they arrive and cancels a
/// call whose body (after decompression) grows past the limit or that redirects in a loop. Sessions from a
/// `sessionFactory` have their own delegate, so there the size is checked once the body has arrived.
public final class URLSessionTransport: NSObject, CertificateValidationConfigurable, ServiceClientStreamingTransport,
    WholeCallDeadlineTransport, URLSessionDataDelegate, @unchecked Sendable
{
    /// The default for `maxResponseBytes`: 64 MiB.
    public static let defaultMaxResponseBytes = 64 * 1024 * 1024

    private let latestTask = Locked<URLSessionDataTask?>(nil)

    /// The data task of the last request this transport started (`JsonServiceClient.lastTask`).
    public var lastTask: URLSessionDataTask? {
        get { latestTask.current }
        set { latestTask.withLock { $0 = newValue } }
    }

    private let sessionPool = Locked(SessionPool())
    private let sessionCount: Int
    private let makeSession: (@Sendable (URLSessionTransport) -> URLSession)?
    private let ignoredHosts: Locked<Set<String>>
    private let exchanges = Locked<[ObjectIdentifier: URLSessionExchange]>([:])
    private let streams = Locked<[ObjectIdentifier: URLSessionStreamExchange]>([:])
    private let socketStreams = Locked(0)
    private let responseLimit = Locked(URLSessionTransport.defaultMaxResponseBytes)

    /// A transport with its own session; cookies are handled by the client, not the session.
    public init(ignoreCertificatesFor hosts: [String] = []) {
        makeSession = nil
        ignoredHosts = Locked(Set(hosts.map { $0.lowercased() }))
        sessionCount = min(max(ProcessInfo.processInfo.activeProcessorCount, 1), 8)
    }

    /// A transport using sessions from a factory (created once, on first use).
    public init(sessionFactory: @escaping @Sendable () -> URLSession) {
        makeSession = { _ in sessionFactory() }
        ignoredHosts = Locked([])
        sessionCount = 1
    }

    /// The largest body `send(_:)` accepts; a larger one fails with `ServiceClientError.responseTooLarge`.
    /// `JsonServiceClient` passes its own `maxResponseBytes` instead.
    public var maxResponseBytes: Int {
        get { responseLimit.current }
        set { responseLimit.withLock { $0 = newValue } }
    }

    /// Hosts (`host` or `host:port`) whose TLS certificates are accepted without validation.
    ///
    /// Honoured on Apple platforms; swift-corelibs-foundation never asks a delegate about server trust, so on
    /// Linux use `AsyncHTTPClientTransport` for hosts with self-signed certificates.
    public func setIgnoredCertificateHosts(_ hosts: [String]) {
        ignoredHosts.withLock { $0 = Set(hosts.map { $0.lowercased() }) }
    }

    /// The first session: the one streamed calls use.
    var session: URLSession {
        sessionPool.withLock { pool in
            makeSessions(in: &pool)
            return pool.sessions[0]
        }
    }

    /// The session for the next call: each of the sessions in turn.
    private var nextSession: URLSession {
        sessionPool.withLock { pool in
            makeSessions(in: &pool)
            pool.turn = pool.turn + 1 < pool.sessions.count ? pool.turn + 1 : 0
            return pool.sessions[pool.turn]
        }
    }

    private func makeSessions(in pool: inout SessionPool) {
        guard pool.sessions.isEmpty else { return }
        if let makeSession {
            pool.sessions = [makeSession(self)]
        } else {
            pool.sessions = (0..<sessionCount).map { _ in Self.defaultSession(delegate: self) }
        }
    }

    private static func defaultSession(delegate: any URLSessionDelegate) -> URLSession {
        let configuration = URLSessionConfiguration.default
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        configuration.urlCache = nil
        #if canImport(FoundationNetworking)
            return URLSession(configuration: configuration, delegate: delegate, delegateQueue: InlineDelegateQueue())
        #else
            return URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
        #endif
    }

    /// Sends `request`, reading at most the transport's `maxResponseBytes`.
    public func send(_ request: URLRequest) async throws -> TransportResponse {
        try await send(request, maxResponseBytes: maxResponseBytes)
    }

    public func send(_ request: URLRequest, maxResponseBytes: Int) async throws -> TransportResponse {
        try await send(request, maxResponseBytes: maxResponseBytes, deadline: nil)
    }

    /// Sends the request with the whole call bounded by a `DeadlineTimer`, which cancels the task when it fires:
    /// URLSession's own `timeoutInterval` only bounds the gaps between bytes.
    package func send(
        _ request: URLRequest, method: String?, maxResponseBytes: Int, wholeCallDeadline seconds: TimeInterval
    ) async throws -> TransportResponse {
        let request = request.carrying(method)
        let sessionTimeout = Self.sessionTimeout(request.timeoutInterval)
        guard sessionTimeout != request.timeoutInterval else {
            return try await send(request, maxResponseBytes: maxResponseBytes, deadline: seconds)
        }
        var widened = request
        widened.timeoutInterval = sessionTimeout
        return try await send(widened, maxResponseBytes: maxResponseBytes, deadline: seconds)
    }

    /// The gap timeout handed to URLSession when the deadline timer bounds the whole call: swift-corelibs-foundation
    /// arms its timer with the whole seconds of `timeoutInterval`, so a timeout under a second would fire at once.
    /// Rounded up to whole seconds, at least one; the deadline timer keeps the caller's bound.
    static func sessionTimeout(_ seconds: TimeInterval) -> TimeInterval {
        guard seconds.isFinite, seconds > 0 else { return seconds }
        return max(seconds.rounded(.up), 1)
    }

    private func send(
        _ request: URLRequest, maxResponseBytes: Int, deadline: TimeInterval?
    ) async throws -> TransportResponse {
        try Task.checkCancellation()
        let url = request.url?.absoluteString ?? ""
        let session = nextSession
        let isDelegate = (session.delegate as AnyObject?) === self
        let call = Locked(PendingCall())
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<TransportResponse, Error>) in
                let exchange = URLSessionExchange(url: url, limit: maxResponseBytes, continuation: continuation)
                let task: URLSessionDataTask
                if isDelegate {
                    task = session.dataTask(with: request)
                    exchanges.withLock { $0[ObjectIdentifier(task)] = exchange }
                } else {
                    task = session.dataTask(with: request) { data, response, error in
                        exchange.finish(data: data ?? Data(), response: response, error: error)
                    }
                }
                // A cancellation that came before the exchange existed cancels it as soon as it does.
                let cancelledEarly = call.withLock { call in
                    call.exchange = exchange
                    return call.isCancelled
                }
                if let deadline { exchange.expire(after: deadline) }
                exchange.attach(task)
                latestTask.withLock { $0 = task }
                task.resume()
                if cancelledEarly { exchange.cancel() }
            }
        } onCancel: {
            let exchange = call.withLock { call in
                call.isCancelled = true
                return call.exchange
            }
            exchange?.cancel()
        }
    }

    /// Streams the response body as it arrives, holding at most `StreamingBody.defaultMaxBufferedBytes` unread.
    public func stream(_ request: URLRequest) async throws -> StreamingResponse {
        try await stream(request, maxBufferedBytes: StreamingBody.defaultMaxBufferedBytes)
    }

    /// Streams the response body as it arrives. The session delegate cannot wait for the reader: a reader that
    /// falls more than `maxBufferedBytes` behind gets `ServiceClientError.responseTooLarge` and the call is
    /// cancelled. On a session from a `sessionFactory` (another delegate) the body arrives in one piece once the
    /// call has ended. On Linux a plain-HTTP `GET` is read from a socket of its own instead (`PlainHTTPStream`):
    /// URLSession there keeps waking up for as long as the stream is open.
    public func stream(_ request: URLRequest, maxBufferedBytes: Int) async throws -> StreamingResponse {
        try Task.checkCancellation()
        let session = session
        guard (session.delegate as AnyObject?) === self else {
            return StreamingResponse(whole: try await send(request))
        }
        #if canImport(Glibc) && canImport(FoundationNetworking)
            if let target = PlainHTTPStream.Target(request) {
                let opened = try await PlainHTTPStream.open(
                    target, maxBufferedBytes: maxBufferedBytes, openCount: socketStreams)
                if let opened { return opened }
            }
        #endif
        let call = Locked<URLSessionStreamExchange?>(nil)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (head: CheckedContinuation<StreamingResponse, Error>) in
                let exchange = URLSessionStreamExchange(
                    url: request.url?.absoluteString ?? "", maxBufferedBytes: maxBufferedBytes, head: head)
                let task = session.dataTask(with: request)
                streams.withLock { $0[ObjectIdentifier(task)] = exchange }
                exchange.attach(task)
                call.withLock { $0 = exchange }
                task.resume()
                if Task.isCancelled { exchange.cancel() }
            }
        } onCancel: {
            call.withLock { $0 }?.cancel()
        }
    }

    /// The number of streamed calls whose task has not ended yet.
    public var openStreamCount: Int { streams.withLock { $0.count } + socketStreams.current }

    // MARK: Session delegate

    private func exchange(for task: URLSessionTask) -> URLSessionExchange? {
        exchanges.withLock { $0[ObjectIdentifier(task)] }
    }

    /// Collects a chunk of a response body, stopping at the size limit.
    public func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        if let stream = streams.withLock({ $0[ObjectIdentifier(dataTask)] }) {
            stream.receive(data)
        } else {
            exchange(for: dataTask)?.receive(data)
        }
    }

    /// Hands a streamed call its response head; every response is allowed.
    public func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        streams.withLock { $0[ObjectIdentifier(dataTask)] }?.receive(response)
        completionHandler(.allow)
    }

    /// Follows a redirect unless it returns to a URL already visited or goes past the redirect limit.
    public func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        guard let exchange = exchange(for: task) else {
            completionHandler(request)
            return
        }
        completionHandler(exchange.follow(to: request.url) ? request : nil)
    }

    /// Finishes the exchange of `task` with its response or error.
    public func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        if let stream = streams.withLock({ $0.removeValue(forKey: ObjectIdentifier(task)) }) {
            stream.finish(error: error)
            return
        }
        let exchange = exchanges.withLock { $0.removeValue(forKey: ObjectIdentifier(task)) }
        exchange?.finish(data: nil, response: task.response, error: error)
    }

    static func classify(_ error: any Error, url: String) -> any Error {
        guard let urlError = error as? URLError else {
            return ServiceClientError.connectionFailed(url: url, reason: error.localizedDescription)
        }
        switch urlError.code {
        case .cancelled: return CancellationError()
        case .timedOut: return ServiceClientError.timedOut(url: url)
        case .httpTooManyRedirects: return ServiceClientError.redirectLoop(url: url)
        case .badServerResponse, .cannotParseResponse, .cannotDecodeRawData, .cannotDecodeContentData,
            .zeroByteResource:
            return ServiceClientError.invalidResponse(url: url, reason: urlError.localizedDescription)
        case .networkConnectionLost:
            return ServiceClientError.invalidResponse(
                url: url, reason: "connection closed before the whole response arrived")
        default:
            return ServiceClientError.connectionFailed(url: url, reason: urlError.localizedDescription)
        }
    }

    #if !canImport(FoundationNetworking)
        public func urlSession(
            _ session: URLSession, didReceive challenge: URLAuthenticationChallenge,
            completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
        ) {
            let space = challenge.protectionSpace
            let host = space.host.lowercased()
            let ignored = ignoredHosts.withLock { $0.contains(host) || $0.contains("\(host):\(space.port)") }
            if ignored, space.authenticationMethod == NSURLAuthenticationMethodServerTrust,
                let trust = space.serverTrust
            {
                completionHandler(.useCredential, URLCredential(trust: trust))
            } else {
                completionHandler(.performDefaultHandling, nil)
            }
        }
    #endif
}

/// A transport's sessions, made on first use, and the one the last call took.
private struct SessionPool {
    var sessions: [URLSession] = []
    var turn = 0
}

/// The exchange of one call, and whether the call was cancelled, possibly before the exchange was made.
private struct PendingCall {
    var exchange: URLSessionExchange?
    var isCancelled = false
}
