import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension JsonServiceClient {
    /// Sends `request` as the JSON body of a POST to a URL.
    @discardableResult
    public func post<Response: Codable, Request: Codable>(url: URL, request: Request?) throws -> Response {
        try blockingCall({ try urlRequest(url, method: "POST", body: request) }, as: Response.self)
    }

    /// Sends `request` as the JSON body of a POST to a URL.
    @discardableResult
    public func postAsync<Response: Codable, Request: Codable>(url: URL, request: Request?) async throws -> Response {
        try await call(try urlRequest(url, method: "POST", body: request), as: Response.self)
    }
}
