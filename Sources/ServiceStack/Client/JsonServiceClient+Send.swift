import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension JsonServiceClient {
    /// Sends the request with the verb of its marker (`IGet`, `IPost`, `IPut`, `IDelete`, `IPatch`), else POST.
    @discardableResult
    public func send<T: IReturn>(_ request: T) throws -> T.Return where T: Codable {
        try blockingCall({ try dtoRequest(request, method: getSendMethod(request)) }, as: T.Return.self)
    }

    /// Sends the void request with the verb of its marker, else POST.
    public func send<T: IReturnVoid>(_ request: T) throws where T: Codable {
        try blockingVoid { try dtoRequest(request, method: getSendMethod(request)) }
    }

    /// Sends the request with the verb of its marker (`IGet`, `IPost`, `IPut`, `IDelete`, `IPatch`), else POST.
    @discardableResult
    public func sendAsync<T: IReturn>(_ request: T) async throws -> T.Return where T: Codable {
        try await call(try dtoRequest(request, method: getSendMethod(request)), as: T.Return.self)
    }

    /// Sends the void request with the verb of its marker, else POST.
    public func sendAsync<T: IReturnVoid>(_ request: T) async throws where T: Codable {
        try await callVoid(try dtoRequest(request, method: getSendMethod(request)))
    }

    /// Sends a prepared `URLRequest` and decodes the response as the type of `intoResponse`.
    @discardableResult
    public func send<T: Codable>(intoResponse: T, request: URLRequest) throws -> T {
        try blockingCall({ OutgoingRequest(base: request, retryable: false) }, as: T.self)
    }

    /// Sends a prepared `URLRequest` and decodes the response as the type of `intoResponse`.
    @discardableResult
    public func sendAsync<T: Codable>(intoResponse: T, request: URLRequest) async throws -> T {
        try await call(OutgoingRequest(base: request, retryable: false), as: T.self)
    }

    /// Sends several requests in one call (`POST /api/{Name}[]`) and returns their responses in order.
    public func sendAllAsync<T: IReturn>(_ requests: [T]) async throws -> [T.Return] where T: Codable {
        try await call(try batchRequest(requests, oneWay: false), as: [T.Return].self)
    }

    /// Sends several requests in one call (`POST /api/{Name}[]`) and returns their responses in order.
    public func sendAll<T: IReturn>(_ requests: [T]) throws -> [T.Return] where T: Codable {
        try blockingCall({ try batchRequest(requests, oneWay: false) }, as: [T.Return].self)
    }

    /// Sends several requests to the one-way batch route (`POST /json/oneway/{Name}[]`), ignoring replies.
    public func sendAllOneWayAsync<T: Codable>(_ requests: [T]) async throws {
        try await callVoid(try batchRequest(requests, oneWay: true))
    }

    /// Sends several requests to the one-way batch route (`POST /json/oneway/{Name}[]`), ignoring replies.
    public func sendAllOneWay<T: Codable>(_ requests: [T]) throws {
        try blockingVoid { try batchRequest(requests, oneWay: true) }
    }

    /// Sends a request to the one-way route (`POST /json/oneway/{Name}`), ignoring the reply.
    public func sendOneWayAsync<T: Codable>(_ request: T) async throws {
        try await callVoid(try oneWayRequest(request))
    }

    /// Sends a request to the one-way route (`POST /json/oneway/{Name}`), ignoring the reply.
    public func sendOneWay<T: Codable>(_ request: T) throws {
        try blockingVoid { try oneWayRequest(request) }
    }

    private func batchRequest<T: Encodable>(_ requests: [T], oneWay: Bool) throws -> OutgoingRequest {
        let prefix = oneWay ? baseUrl + "json/oneway/" : replyUrl
        return try urlRequest(
            try url(prefix + Self.typeName(T.self) + "[]"), method: HttpMethods.Post, body: requests.map(populate))
    }

    private func oneWayRequest<T: Encodable>(_ request: T) throws -> OutgoingRequest {
        try urlRequest(
            try url(baseUrl + "json/oneway/" + Self.typeName(T.self)), method: HttpMethods.Post, body: request)
    }
}
