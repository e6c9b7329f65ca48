import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension JsonServiceClient {
    /// The request that opens an event stream at `url`, with the client's headers, cookies and auth.
    func eventStreamRequest(url: URL) -> URLRequest {
        var base = URLRequest(url: url)
        base.httpMethod = "GET"
        base.setValue("text/event-stream", forHTTPHeaderField: "Accept")
        var (request, _, _) = prepare(OutgoingRequest(base: base, retryable: false))
        // The stream stays open for as long as the subscription lives; idle detection replaces the timeout.
        request.timeoutInterval = ServerEventsClient.streamTimeoutSeconds
        return request
    }

    /// Sends `method` to `url` through the client's pipeline; an error status throws `WebServiceError`.
    @discardableResult
    func sendServerEventsRequest(method: String, url: URL, json: Data? = nil) async throws -> TransportResponse {
        var base = URLRequest(url: url)
        base.httpMethod = method
        if let json {
            base.httpBody = json
            base.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        return try await perform(OutgoingRequest(base: base, retryable: false))
    }

    /// The JSON body of a Server Events request DTO.
    func encodeServerEventsBody<T: Encodable>(_ value: T) throws -> Data {
        try encoder.encode(value)
    }
}
