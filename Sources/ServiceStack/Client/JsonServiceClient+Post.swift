import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension JsonServiceClient {
    /// Sends the request with POST and returns its typed response.
    @discardableResult
    public func post<T: IReturn>(_ request: T) throws -> T.Return where T: Codable {
        try blockingCall({ try dtoRequest(request, method: "POST") }, as: T.Return.self)
    }

    /// Sends the void request with POST.
    public func post<T: IReturnVoid>(_ request: T) throws where T: Codable {
        try blockingVoid { try dtoRequest(request, method: "POST") }
    }

    /// Sends the request with POST and returns its typed response.
    @discardableResult
    public func postAsync<T: IReturn>(_ request: T) async throws -> T.Return where T: Codable {
        try await call(try dtoRequest(request, method: "POST"), as: T.Return.self)
    }

    /// Sends the void request with POST.
    public func postAsync<T: IReturnVoid>(_ request: T) async throws where T: Codable {
        try await callVoid(try dtoRequest(request, method: "POST"))
    }

    /// Sends `request` as the JSON body of a POST to a path relative to `baseUrl` (or an absolute URL).
    @discardableResult
    public func post<Response: Codable, Request: Codable>(_ relativeUrl: String, request: Request?) throws -> Response {
        try blockingCall(
            { try urlRequest(try url(resolveUrl(relativeUrl)), method: "POST", body: request) }, as: Response.self)
    }

    /// Sends `request` as the JSON body of a POST to a path relative to `baseUrl` (or an absolute URL).
    @discardableResult
    public func postAsync<Response: Codable, Request: Codable>(_ relativeUrl: String, request: Request?) async throws
        -> Response
    {
        try await call(
            try urlRequest(try url(resolveUrl(relativeUrl)), method: "POST", body: request), as: Response.self)
    }

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
