import Foundation
import ServiceStackWire

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension JsonServiceClient {
    /// Sends a request through the whole pipeline and returns a successful response, or throws.
    func perform(_ outgoing: OutgoingRequest) async throws -> TransportResponse {
        var retries = 0
        var refreshed = false
        while true {
            try Task.checkCancellation()
            let (request, generation) = prepare(outgoing)
            let response: TransportResponse
            do {
                response = try await transport.send(
                    request, maxResponseBytes: maxResponseBytes, deadlineSeconds: request.timeoutInterval)
            } catch let error as ServiceClientError {
                if error.isTransient, let delay = retryDelay(outgoing, retries: retries, retryAfter: nil) {
                    retries += 1
                    try await WaitTime.sleep(seconds: delay, on: retryClock)
                    continue
                }
                throw report(error)
            }
            storeCookies(from: response)
            runResponseFilters { response.response }

            let status = response.statusCode
            if status < 400 { return response }
            if status == 401, outgoing.allowsTokenRefresh, !refreshed, canRefreshToken {
                refreshed = true
                if await refreshAccessToken(after: generation) { continue }
            }
            if retryPolicy?.retryableStatusCodes.contains(status) == true,
                let delay = retryDelay(
                    outgoing, retries: retries, retryAfter: response.header("Retry-After"))
            {
                retries += 1
                try await WaitTime.sleep(seconds: delay, on: retryClock)
                continue
            }
            throw report(serviceError(response, url: request.url))
        }
    }

    private func retryDelay(_ outgoing: OutgoingRequest, retries: Int, retryAfter: String?) -> TimeInterval? {
        guard let policy = retryPolicy, retries < policy.maxRetries,
            RetryPolicy.allowsRetry(method: outgoing.method, optedIn: outgoing.retryable)
        else { return nil }
        return policy.delay(beforeRetry: retries + 1, retryAfter: retryAfter)
    }

    /// Builds the typed error for an HTTP error response.
    func serviceError(_ response: TransportResponse, url: URL?) -> WebServiceError {
        let status =
            ResponseStatusParser.parse(response.data)
            ?? ResponseStatusParser.fallback(
                statusCode: response.statusCode, body: response.data, contentType: response.header("Content-Type"))
        return WebServiceError(
            statusCode: response.statusCode, status: status, body: response.data, headers: response.headers,
            domain: domain, url: url)
    }

    /// Runs the error callbacks (through `fireErrorCallbacks`, which subclasses may override) and returns the
    /// typed error the call throws.
    func report(_ error: Error) -> Error {
        _ = fireErrorCallbacks(error: error as NSError)
        return error
    }

    /// Runs `responseFilter`, then `Global.responseFilter`; the response is made only when one is set.
    func runResponseFilters(_ response: () -> URLResponse?) {
        let instance = responseFilter
        let global = Global.responseFilter
        guard instance != nil || global != nil, let response = response() else { return }
        instance?(response)
        global?(response)
    }

    func storeCookies(from response: TransportResponse) {
        guard response.header("Set-Cookie") != nil else { return }
        let cookies = HTTPCookie.cookies(withResponseHeaderFields: response.headers, for: response.url)
        if !cookies.isEmpty { cookieStore.store(cookies) }
    }
}

extension ServiceClientError {
    /// Failures worth retrying: the request may not have reached the service.
    var isTransient: Bool {
        switch self {
        case .connectionFailed, .timedOut: true
        default: false
        }
    }
}
