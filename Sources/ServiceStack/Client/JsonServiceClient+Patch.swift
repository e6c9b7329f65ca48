import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension JsonServiceClient {
    /// Sends the request with PATCH and returns its typed response.
    @discardableResult
    public func patch<T: IReturn>(_ request: T) throws -> T.Return where T: Codable {
        try blockingCall({ try dtoRequest(request, method: "PATCH") }, as: T.Return.self)
    }

    /// Sends the void request with PATCH.
    public func patch<T: IReturnVoid>(_ request: T) throws where T: Codable {
        try blockingVoid { try dtoRequest(request, method: "PATCH") }
    }

    /// Sends the request with PATCH and returns its typed response.
    @discardableResult
    public func patchAsync<T: IReturn>(_ request: T) async throws -> T.Return where T: Codable {
        try await call(try dtoRequest(request, method: "PATCH"), as: T.Return.self)
    }

    /// Sends the void request with PATCH.
    public func patchAsync<T: IReturnVoid>(_ request: T) async throws where T: Codable {
        try await callVoid(try dtoRequest(request, method: "PATCH"))
    }

    /// Sends `request` as the JSON body of a PATCH to a path relative to `baseUrl` (or an absolute URL).
    @discardableResult
    public func patch<Response: Codable, Request: Codable>(_ relativeUrl: String, request: Request?) throws -> Response
    {
        try blockingCall(
            { try urlRequest(try url(resolveUrl(relativeUrl)), method: "PATCH", body: request) }, as: Response.self)
    }

    /// Sends `request` as the JSON body of a PATCH to a path relative to `baseUrl` (or an absolute URL).
    @discardableResult
    public func patchAsync<Response: Codable, Request: Codable>(_ relativeUrl: String, request: Request?) async throws
        -> Response
    {
        try await call(
            try urlRequest(try url(resolveUrl(relativeUrl)), method: "PATCH", body: request), as: Response.self)
    }

    /// Sends `request` as the JSON body of a PATCH to a URL.
    @discardableResult
    public func patch<Response: Codable, Request: Codable>(url: URL, request: Request?) throws -> Response {
        try blockingCall({ try urlRequest(url, method: "PATCH", body: request) }, as: Response.self)
    }

    /// Sends `request` as the JSON body of a PATCH to a URL.
    @discardableResult
    public func patchAsync<Response: Codable, Request: Codable>(url: URL, request: Request?) async throws -> Response {
        try await call(try urlRequest(url, method: "PATCH", body: request), as: Response.self)
    }
}
