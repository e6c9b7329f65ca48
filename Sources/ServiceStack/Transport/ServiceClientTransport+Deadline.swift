import Foundation
import ServiceStackWire

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A transport that bounds a whole exchange itself, with a timer that does not need Swift's cooperative pool
/// (a thread of its own, an event loop's), so that the bound holds when every cooperative thread is busy.
package protocol WholeCallDeadlineTransport: ServiceClientTransport {
    /// Sends `request` with the whole exchange (connecting, the response head and the whole body) bounded by
    /// `seconds`, a positive and finite number: when time is up the exchange is stopped and the call fails with
    /// `ServiceClientError.timedOut`. A `method` replaces the request's own (`OutgoingRequest.pendingMethod`).
    func send(
        _ request: URLRequest, method: String?, maxResponseBytes: Int, wholeCallDeadline seconds: TimeInterval
    ) async throws -> TransportResponse
}

extension ServiceClientTransport {
    /// Sends `request` through the transport with the whole exchange (connecting, the response head and the
    /// whole body) bounded by `request.timeoutInterval` seconds, whatever the transport's own timeouts measure.
    /// When time is up the transport's request is cancelled and the call fails with `ServiceClientError.timedOut`.
    /// An interval that is not a positive, finite number sets no bound.
    ///
    /// The URLSession and AsyncHTTPClient transports keep the bound themselves (`WholeCallDeadlineTransport`);
    /// other transports (stubs, in-memory hosts) race the call against a sleep. A `method` replaces the request's
    /// own; only transports that see a `URLRequest` from outside this package are given one that carries it.
    package func send(
        _ request: URLRequest, method: String? = nil, maxResponseBytes: Int, deadlineSeconds seconds: TimeInterval
    ) async throws -> TransportResponse {
        let bounded = seconds.isFinite && seconds > 0
        if bounded, let bounding = self as? any WholeCallDeadlineTransport {
            return try await bounding.send(
                request, method: method, maxResponseBytes: maxResponseBytes, wholeCallDeadline: seconds)
        }
        let request = request.carrying(method)
        guard bounded else { return try await send(request, maxResponseBytes: maxResponseBytes) }
        let url = request.url?.absoluteString ?? ""
        let outgoing = UncheckedTransfer(request)
        return try await withThrowingTaskGroup(of: TransportResponse.self) { group in
            group.addTask { try await self.send(outgoing.value, maxResponseBytes: maxResponseBytes) }
            group.addTask {
                try await WaitTime.sleep(seconds: seconds)
                throw ServiceClientError.timedOut(url: url)
            }
            defer { group.cancelAll() }
            guard let response = try await group.next() else { throw CancellationError() }
            return response
        }
    }
}

extension URLRequest {
    /// The request with `method` as its HTTP method, or unchanged when `method` is nil.
    package func carrying(_ method: String?) -> URLRequest {
        guard let method else { return self }
        var request = self
        request.httpMethod = method
        return request
    }
}
