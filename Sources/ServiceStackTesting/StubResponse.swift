import Foundation
import ServiceStack

/// A canned HTTP response: status, headers, body and an optional delay before it arrives.
///
/// It is also an `Error`, so a typed responder can `throw StubResponse.error(...)` to answer with an error.
public struct StubResponse: Error, Sendable {
    /// The HTTP status code.
    public var status: Int
    /// The response headers.
    public var headers: [String: String]
    /// The response body.
    public var body: Data
    /// How long the transport waits before answering (cancellation ends the wait).
    public var delay: Duration?

    /// A response with `status`, `headers` and `body`, sent after `delay` when given.
    public init(status: Int = 200, headers: [String: String] = [:], body: Data = Data(), delay: Duration? = nil) {
        self.status = status
        self.headers = headers
        self.body = body
        self.delay = delay
    }

    /// A JSON response from JSON text.
    public init(status: Int = 200, json: String, headers: [String: String] = [:]) {
        self.init(status: status, headers: Self.jsonHeaders(headers), body: Data(json.utf8))
    }

    /// A plain-text response.
    public init(status: Int, text: String) {
        self.init(status: status, headers: ["Content-Type": "text/plain"], body: Data(text.utf8))
    }

    /// A JSON response encoding `value` as ServiceStack does (e.g. a response DTO).
    public static func value(_ value: some Encodable, status: Int = 200, headers: [String: String] = [:]) throws
        -> StubResponse
    {
        StubResponse(
            status: status, headers: jsonHeaders(headers), body: try JsonConfig.createEncoder().encode(value))
    }

    /// A JSON response read from a fixture file, e.g. `Bundle.module.url(forResource: "hello", withExtension: "json")`.
    public static func fixture(_ url: URL, status: Int = 200, headers: [String: String] = [:]) throws
        -> StubResponse
    {
        StubResponse(status: status, headers: jsonHeaders(headers), body: try Data(contentsOf: url))
    }

    /// An error response with a ServiceStack `ResponseStatus` body, as a server sends for failed requests.
    public static func error(
        status: Int, errorCode: String, message: String? = nil, fieldErrors: [ResponseError] = []
    ) -> StubResponse {
        let responseStatus = ResponseStatus(errorCode: errorCode, message: message ?? errorCode, errors: fieldErrors)
        return error(status: status, responseStatus)
    }

    /// An error response with the given `ResponseStatus` body.
    public static func error(status: Int, _ responseStatus: ResponseStatus) -> StubResponse {
        let body = (try? JsonConfig.createEncoder().encode(ErrorBody(responseStatus: responseStatus))) ?? Data()
        return StubResponse(status: status, headers: jsonHeaders([:]), body: body)
    }

    /// A `204 No Content` response, as void services answer.
    public static var noContent: StubResponse { StubResponse(status: 204) }

    /// This response, arriving after `delay`.
    public func delayed(by delay: Duration) -> StubResponse {
        var copy = self
        copy.delay = delay
        return copy
    }

    static func jsonHeaders(_ headers: [String: String]) -> [String: String] {
        headers.merging(["Content-Type": "application/json; charset=utf-8"]) { given, _ in given }
    }

    private struct ErrorBody: Encodable {
        let responseStatus: ResponseStatus
    }
}
