import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension JsonServiceClient {
    /// Downloads raw bytes from a path relative to `baseUrl` (or an absolute URL), for images and files.
    public func getData(url: String) throws -> (Data, HTTPURLResponse)? {
        try BlockingBridge.run { try await self.getDataAsync(url: url) }
    }

    /// Downloads raw bytes from a path relative to `baseUrl` (or an absolute URL), for images and files.
    public func getDataAsync(url: String) async throws -> (Data, HTTPURLResponse)? {
        var request = URLRequest(url: try self.url(resolveUrl(url)))
        request.httpMethod = HttpMethods.Get
        request.setValue("*/*", forHTTPHeaderField: "Accept")
        let response = try await perform(OutgoingRequest(base: request, retryable: false))
        return response.response.map { (response.data, $0) }
    }

    /// Sends a prepared request and returns the raw response; when it fails and `retryIf` says so, retries once.
    public func getData(request: URLRequest, retryIf: ((HTTPURLResponse) -> Bool)? = nil) throws -> (
        Data, HTTPURLResponse
    )? {
        let outgoing = OutgoingRequest(base: request, retryable: false)
        do {
            let response = try BlockingBridge.run { try await self.perform(outgoing) }
            return response.response.map { (response.data, $0) }
        } catch let error as WebServiceError {
            guard let retryIf, let response = Self.httpResponse(of: error, request: request), retryIf(response) else {
                throw error
            }
            let retried = try BlockingBridge.run { try await self.perform(outgoing) }
            return retried.response.map { (retried.data, $0) }
        }
    }

    /// Sends a prepared request and returns the raw response; when it fails and `retryIf` says so, retries once.
    public func getDataAsync(
        request: URLRequest, retryIf: ((HTTPURLResponse) async throws -> Bool)? = nil
    ) async throws -> (Data, HTTPURLResponse)? {
        let outgoing = OutgoingRequest(base: request, retryable: false)
        do {
            let response = try await perform(outgoing)
            return response.response.map { (response.data, $0) }
        } catch let error as WebServiceError {
            guard let retryIf, let response = Self.httpResponse(of: error, request: request),
                try await retryIf(response)
            else { throw error }
            let retried = try await perform(outgoing)
            return retried.response.map { (retried.data, $0) }
        }
    }

    private static func httpResponse(of error: WebServiceError, request: URLRequest) -> HTTPURLResponse? {
        guard let url = error.url ?? request.url else { return nil }
        return HTTPURLResponse(
            url: url, statusCode: error.statusCode, httpVersion: "HTTP/1.1", headerFields: error.headers)
    }
}
