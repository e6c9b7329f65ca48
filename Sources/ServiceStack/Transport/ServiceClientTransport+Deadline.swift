import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension ServiceClientTransport {
    /// Sends `request` through the transport with the whole exchange (connecting, the response head and the
    /// whole body) bounded by `request.timeoutInterval` seconds, whatever the transport's own timeouts measure.
    /// When time is up the transport's request is cancelled and the call fails with `ServiceClientError.timedOut`.
    /// An interval that is not a positive, finite number sets no bound.
    package func send(
        _ request: URLRequest, maxResponseBytes: Int, deadlineSeconds seconds: TimeInterval
    ) async throws -> TransportResponse {
        guard seconds.isFinite, seconds > 0 else { return try await send(request, maxResponseBytes: maxResponseBytes) }
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
