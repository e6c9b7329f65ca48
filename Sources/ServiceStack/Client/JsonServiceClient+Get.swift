import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension JsonServiceClient {
    /// Sends the request with GET and returns its typed response.
    @discardableResult
    public func get<T: IReturn>(_ request: T) throws -> T.Return where T: Codable {
        try blockingCall({ try dtoRequest(request, method: "GET") }, as: T.Return.self)
    }

    /// Sends the void request with GET.
    public func get<T: IReturnVoid>(_ request: T) throws where T: Codable {
        try blockingVoid { try dtoRequest(request, method: "GET") }
    }

    /// Sends the request with GET and returns its typed response.
    @discardableResult
    public func getAsync<T: IReturn>(_ request: T) async throws -> T.Return where T: Codable {
        try await call(try dtoRequest(request, method: "GET"), as: T.Return.self)
    }

    /// Sends the void request with GET.
    public func getAsync<T: IReturnVoid>(_ request: T) async throws where T: Codable {
        try await callVoid(try dtoRequest(request, method: "GET"))
    }

    /// Sends the request with GET, adding `query` to its query string.
    @discardableResult
    public func get<T: IReturn>(_ request: T, query: [String: String]) throws -> T.Return where T: Codable {
        try blockingCall({ try dtoRequest(request, method: "GET", query: query) }, as: T.Return.self)
    }

    /// Sends the request with GET, adding `query` to its query string.
    @discardableResult
    public func getAsync<T: IReturn>(_ request: T, query: [String: String]) async throws -> T.Return where T: Codable {
        try await call(try dtoRequest(request, method: "GET", query: query), as: T.Return.self)
    }

    /// Sends GET to a path relative to `baseUrl` (or an absolute URL).
    @discardableResult
    public func get<T: Codable>(_ relativeUrl: String) throws -> T {
        try blockingCall(
            { try urlRequest(try url(resolveUrl(relativeUrl)), method: "GET", body: nil as EmptyBody?) }, as: T.self)
    }

    /// Sends GET to a path relative to `baseUrl` (or an absolute URL).
    @discardableResult
    public func getAsync<T: Codable>(_ relativeUrl: String) async throws -> T {
        try await call(
            try urlRequest(try url(resolveUrl(relativeUrl)), method: "GET", body: nil as EmptyBody?), as: T.self)
    }

    /// Sends GET to a URL.
    @discardableResult
    public func get<T: Codable>(url: URL) throws -> T {
        try blockingCall({ try urlRequest(url, method: "GET", body: nil as EmptyBody?) }, as: T.self)
    }

    /// Sends GET to a URL.
    @discardableResult
    public func getAsync<T: Codable>(url: URL) async throws -> T {
        try await call(try urlRequest(url, method: "GET", body: nil as EmptyBody?), as: T.self)
    }
}
