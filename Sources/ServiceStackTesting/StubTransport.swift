import Foundation
import ServiceStack

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A transport that answers from canned responses and records every request, for tests without a network.
public final class StubTransport: ServiceClientTransport, Sendable {
    private struct Rule {
        let matches: @Sendable (URLRequest) -> Bool
        let respond: @Sendable (URLRequest) throws -> StubResponse
    }

    private struct State {
        var rules: [Rule] = []
        var recorded: [URLRequest] = []
    }

    private let state = Locked(State())

    public init() {}

    /// Every request sent so far, in order.
    public var requests: [URLRequest] { state.current.recorded }

    /// Answers requests that `matches` accepts (first matching rule wins).
    public func on(
        _ matches: @escaping @Sendable (URLRequest) -> Bool,
        respond: @escaping @Sendable (URLRequest) throws -> StubResponse
    ) {
        state.withLock { $0.rules.append(Rule(matches: matches, respond: respond)) }
    }

    /// Answers requests whose path ends with `path` (and whose verb is `method`, when given).
    public func on(path: String, method: String? = nil, _ response: StubResponse) {
        on(
            { request in
                (request.url?.path.hasSuffix(path) ?? false) && (method.map { $0 == request.httpMethod } ?? true)
            }, respond: { _ in response })
    }

    public func send(_ request: URLRequest) async throws -> TransportResponse {
        try Task.checkCancellation()
        let rule = state.withLock { state in
            state.recorded.append(request)
            return state.rules.first { $0.matches(request) }
        }
        let url = request.url ?? URL(fileURLWithPath: "/")
        let stub = try rule?.respond(request) ?? StubResponse(status: 404, text: "No stub for \(url.path)")
        return TransportResponse(url: url, statusCode: stub.status, headers: stub.headers, body: stub.body)
    }
}

/// A canned HTTP response.
public struct StubResponse: Sendable {
    public var status: Int
    public var headers: [String: String]
    public var body: Data

    public init(status: Int = 200, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A JSON response.
    public init(status: Int = 200, json: String, headers: [String: String] = [:]) {
        self.init(
            status: status, headers: headers.merging(["Content-Type": "application/json"]) { a, _ in a },
            body: Data(json.utf8))
    }

    /// A plain-text response.
    public init(status: Int, text: String) {
        self.init(status: status, headers: ["Content-Type": "text/plain"], body: Data(text.utf8))
    }
}
