import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The default transport: one `URLSession` shared by every call of a client.
public final class URLSessionTransport: NSObject, CertificateValidationConfigurable, URLSessionDelegate,
    @unchecked Sendable
{
    private let sessionState = Locked<URLSession?>(nil)
    private let makeSession: (@Sendable (URLSessionTransport) -> URLSession)?
    private let ignoredHosts: Locked<Set<String>>

    /// A transport with its own session; cookies are handled by the client, not the session.
    public init(ignoreCertificatesFor hosts: [String] = []) {
        makeSession = nil
        ignoredHosts = Locked(Set(hosts.map { $0.lowercased() }))
    }

    /// A transport using sessions from a factory (created once, on first use).
    public init(sessionFactory: @escaping @Sendable () -> URLSession) {
        makeSession = { _ in sessionFactory() }
        ignoredHosts = Locked([])
    }

    /// Hosts (`host` or `host:port`) whose TLS certificates are accepted without validation.
    ///
    /// Honoured on Apple platforms; swift-corelibs-foundation never asks a delegate about server trust, so on
    /// Linux use `AsyncHTTPClientTransport` for hosts with self-signed certificates.
    public func setIgnoredCertificateHosts(_ hosts: [String]) {
        ignoredHosts.withLock { $0 = Set(hosts.map { $0.lowercased() }) }
    }

    var session: URLSession {
        sessionState.withLock { current in
            if let current { return current }
            let created = makeSession?(self) ?? Self.defaultSession(delegate: self)
            current = created
            return created
        }
    }

    private static func defaultSession(delegate: URLSessionDelegate) -> URLSession {
        let configuration = URLSessionConfiguration.default
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        configuration.urlCache = nil
        return URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    }

    public func send(_ request: URLRequest) async throws -> TransportResponse {
        try Task.checkCancellation()
        let url = request.url?.absoluteString ?? ""
        let state = Locked(CancellableTask())
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<TransportResponse, Error>) in
                let task = session.dataTask(with: request) { data, response, error in
                    if let error {
                        continuation.resume(throwing: Self.classify(error, url: url))
                    } else if let http = response as? HTTPURLResponse {
                        continuation.resume(returning: TransportResponse(data: data ?? Data(), response: http))
                    } else {
                        continuation.resume(
                            throwing: ServiceClientError.invalidResponse(url: url, reason: "not an HTTP response"))
                    }
                }
                // A cancellation that came before the task existed cancels it as soon as it does.
                let cancelledEarly = state.withLock { state in
                    state.task = task
                    return state.isCancelled
                }
                task.resume()
                if cancelledEarly { task.cancel() }
            }
        } onCancel: {
            let task = state.withLock { state in
                state.isCancelled = true
                return state.task
            }
            task?.cancel()
        }
    }

    static func classify(_ error: Error, url: String) -> Error {
        guard let urlError = error as? URLError else {
            return ServiceClientError.connectionFailed(url: url, reason: error.localizedDescription)
        }
        switch urlError.code {
        case .cancelled: return CancellationError()
        case .timedOut: return ServiceClientError.timedOut(url: url)
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

/// The data task of one call, and whether the call was cancelled, possibly before the task was made.
private struct CancellableTask {
    var task: URLSessionDataTask?
    var isCancelled = false
}
