import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension JsonServiceClient {
    /// Sends the request with PUT and returns its typed response.
    @discardableResult
    public func put<T: IReturn>(_ request: T) throws -> T.Return where T: Codable {
        try blockingCall({ try dtoRequest(request, method: "PUT") }, as: T.Return.self)
    }

    /// Sends the void request with PUT.
    public func put<T: IReturnVoid>(_ request: T) throws where T: Codable {
        try blockingVoid { try dtoRequest(request, method: "PUT") }
    }

    /// Sends the request with PUT and returns its typed response.
    @discardableResult
    public func putAsync<T: IReturn>(_ request: T) async throws -> T.Return where T: Codable {
        try await call(try dtoRequest(request, method: "PUT"), as: T.Return.self)
    }

    /// Sends the void request with PUT.
    public func putAsync<T: IReturnVoid>(_ request: T) async throws where T: Codable {
        try await callVoid(try dtoRequest(request, method: "PUT"))
    }

    /// Sends `request` as the JSON body of a PUT to a path relative to `baseUrl` (or an absolute URL).
    @discardableResult
    public func put<Response: Codable, Request: Codable>(_ relativeUrl: String, request: Request?) throws -> Response {
        try blockingCall(
            { try urlRequest(try url(resolveUrl(relativeUrl)), method: "PUT", body: request) }, as: Response.self)
    }

    /// Sends `request` as the JSON body of a PUT to a path relative to `baseUrl` (or an absolute URL).
    @discardableResult
    public func putAsync<Response: Codable, Request: Codable>(_ relativeUrl: String, request: Request?) async throws
        -> Response
    {
        try await call(
            try urlRequest(try url(resolveUrl(relativeUrl)), method: "PUT", body: request), as: Response.self)
    }

    /// Sends `request` as the JSON body of a PUT to a URL.
    @discardableResult
    public func put<Response: Codable, Request: Codable>(url: URL, request: Request?) throws -> Response {
        try blockingCall({ try urlRequest(url, method: "PUT", body: request) }, as: Response.self)
    }

    /// Sends `request` as the JSON body of a PUT to a URL.
    @discardableResult
    public func putAsync<Response: Codable, Request: Codable>(url: URL, request: Request?) async throws -> Response {
        try await call(try urlRequest(url, method: "PUT", body: request), as: Response.self)
    }
}
