import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension JsonServiceClient {
    /// Sends the request with DELETE and returns its typed response.
    @discardableResult
    public func delete<T: IReturn>(_ request: T) throws -> T.Return where T: Codable {
        try blockingCall({ try dtoRequest(request, method: "DELETE") }, as: T.Return.self)
    }

    /// Sends the void request with DELETE.
    public func delete<T: IReturnVoid>(_ request: T) throws where T: Codable {
        try blockingVoid { try dtoRequest(request, method: "DELETE") }
    }

    /// Sends the request with DELETE and returns its typed response.
    @discardableResult
    public func deleteAsync<T: IReturn>(_ request: T) async throws -> T.Return where T: Codable {
        try await call(try dtoRequest(request, method: "DELETE"), as: T.Return.self)
    }

    /// Sends the void request with DELETE.
    public func deleteAsync<T: IReturnVoid>(_ request: T) async throws where T: Codable {
        try await callVoid(try dtoRequest(request, method: "DELETE"))
    }

    /// Sends the request with DELETE, adding `query` to its query string.
    @discardableResult
    public func delete<T: IReturn>(_ request: T, query: [String: String]) throws -> T.Return where T: Codable {
        try blockingCall({ try dtoRequest(request, method: "DELETE", query: query) }, as: T.Return.self)
    }

    /// Sends the request with DELETE, adding `query` to its query string.
    @discardableResult
    public func deleteAsync<T: IReturn>(_ request: T, query: [String: String]) async throws -> T.Return
    where T: Codable {
        try await call(try dtoRequest(request, method: "DELETE", query: query), as: T.Return.self)
    }

    /// Sends DELETE to a path relative to `baseUrl` (or an absolute URL).
    @discardableResult
    public func delete<T: Codable>(_ relativeUrl: String) throws -> T {
        try blockingCall(
            { try urlRequest(try url(resolveUrl(relativeUrl)), method: "DELETE", body: nil as EmptyBody?) }, as: T.self)
    }

    /// Sends DELETE to a path relative to `baseUrl` (or an absolute URL).
    @discardableResult
    public func deleteAsync<T: Codable>(_ relativeUrl: String) async throws -> T {
        try await call(
            try urlRequest(try url(resolveUrl(relativeUrl)), method: "DELETE", body: nil as EmptyBody?), as: T.self)
    }

    /// Sends DELETE to a URL.
    @discardableResult
    public func delete<T: Codable>(url: URL) throws -> T {
        try blockingCall({ try urlRequest(url, method: "DELETE", body: nil as EmptyBody?) }, as: T.self)
    }

    /// Sends DELETE to a URL.
    @discardableResult
    public func deleteAsync<T: Codable>(url: URL) async throws -> T {
        try await call(try urlRequest(url, method: "DELETE", body: nil as EmptyBody?), as: T.self)
    }
}
