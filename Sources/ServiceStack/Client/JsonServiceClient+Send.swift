import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension JsonServiceClient {
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

    func batchRequest<T: Encodable>(_ requests: [T], oneWay: Bool) throws -> OutgoingRequest {
        let prefix = oneWay ? baseUrl + "json/oneway/" : replyUrl
        return try urlRequest(
            try url(prefix + Self.typeName(T.self) + "[]"), method: HttpMethods.Post, body: requests.map(populate))
    }

    func oneWayRequest<T: Encodable>(_ request: T) throws -> OutgoingRequest {
        try urlRequest(
            try url(baseUrl + "json/oneway/" + Self.typeName(T.self)), method: HttpMethods.Post, body: request)
    }
}
