import Foundation
import ServiceStack

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A transport that answers from canned responses and records every request, for tests without a network.
public final class StubTransport: ServiceClientTransport, @unchecked Sendable {
    private struct Rule {
        let matches: @Sendable (URLRequest) -> Bool
        let respond: @Sendable (URLRequest) throws -> StubResponse
    }

    private let lock = NSLock()
    private var rules: [Rule] = []
    private var recorded: [URLRequest] = []

    public init() {}

    /// Every request sent so far, in order.
    public var requests: [URLRequest] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    /// Answers requests that `matches` accepts (first matching rule wins).
    public func on(
        _ matches: @escaping @Sendable (URLRequest) -> Bool,
        respond: @escaping @Sendable (URLRequest) throws -> StubResponse
    ) {
        lock.lock()
        rules.append(Rule(matches: matches, respond: respond))
        lock.unlock()
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
        let rule: Rule? = {
            lock.lock()
            defer { lock.unlock() }
            recorded.append(request)
            return rules.first { $0.matches(request) }
        }()
        let url = request.url ?? URL(fileURLWithPath: "/")
        let stub = try rule?.respond(request) ?? StubResponse(status: 404, text: "No stub for \(url.path)")
        guard
            let response = TransportResponse(url: url, statusCode: stub.status, headers: stub.headers, body: stub.body)
        else { throw ServiceClientError.invalidResponse(url: url.absoluteString, reason: "bad stub") }
        return response
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
