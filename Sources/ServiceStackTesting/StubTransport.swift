import Foundation
import ServiceStack
import ServiceStackWire

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A transport that answers from canned responses and records every request, for tests without a network.
///
/// Rules are tried in the order they were added; the first that matches answers. Requests that no rule
/// matches get `404` with a `ResponseStatus` naming the request (see `unmatched`). A responder may also
/// `throw` a `StubResponse` (e.g. `.error(status: 404, errorCode: "NotFound")`) to answer with it.
public final class StubTransport: ServiceClientTransport, Sendable {
    /// Produces the response for a matched request.
    public typealias Responder = @Sendable (RecordedRequest) throws -> StubResponse

    private struct Rule {
        let matches: @Sendable (RecordedRequest) -> Bool
        let respond: Responder
    }

    private struct State {
        var rules: [Rule] = []
        var recorded: [RecordedRequest] = []
        var unmatched: [RecordedRequest] = []
    }

    private let state = Locked(State())

    /// A transport with no responders yet: until one is added, every request gets a 404 `NotFound`.
    public init() {}

    /// Every request sent so far, in order.
    public var recorded: [RecordedRequest] { state.current.recorded }

    /// Every request sent so far, as `URLRequest`s.
    public var requests: [URLRequest] { recorded.map(\.urlRequest) }

    /// The most recent request.
    public var last: RecordedRequest? { state.current.recorded.last }

    /// Requests that no rule matched.
    public var unmatched: [RecordedRequest] { state.current.unmatched }

    /// Forgets the recorded requests (rules stay).
    public func clearRecorded() {
        state.withLock {
            $0.recorded.removeAll()
            $0.unmatched.removeAll()
        }
    }

    /// Answers requests that `matches` accepts.
    public func on(_ matches: @escaping @Sendable (RecordedRequest) -> Bool, respond: @escaping Responder) {
        state.withLock { $0.rules.append(Rule(matches: matches, respond: respond)) }
    }

    /// Answers requests that `matches` accepts with `response`.
    public func on(_ matches: @escaping @Sendable (RecordedRequest) -> Bool, _ response: StubResponse) {
        on(matches, respond: { _ in response })
    }

    /// Answers requests whose URL path ends with `path` (e.g. `/api/Hello` or a custom route `/hello/world`)
    /// and, when given, whose verb is `method`.
    public func on(path: String, method: String? = nil, respond: @escaping Responder) {
        let verb = method?.uppercased()
        on(
            { request in
                request.path.hasSuffix(path) && (verb.map { $0 == request.method } ?? true)
            }, respond: respond)
    }

    /// Answers requests to `path` (and verb `method`, when given) with `response`.
    public func on(path: String, method: String? = nil, _ response: StubResponse) {
        on(path: path, method: method, respond: { _ in response })
    }

    public func send(_ request: URLRequest) async throws -> TransportResponse {
        try Task.checkCancellation()
        let recorded = RecordedRequest(request)
        // Rules run outside the lock, so they may read the transport's state.
        let rules = state.withLock { state in
            state.recorded.append(recorded)
            return state.rules
        }
        let rule = rules.first { $0.matches(recorded) }
        if rule == nil { state.withLock { $0.unmatched.append(recorded) } }
        let stub: StubResponse
        do {
            stub =
                try rule?.respond(recorded)
                ?? .error(status: 404, errorCode: "NotFound", message: "No stub for \(recorded)")
        } catch let thrown as StubResponse {
            stub = thrown
        }
        if let delay = stub.delay { try await Task.sleep(for: delay) }
        let url = request.url ?? URL(fileURLWithPath: "/")
        return TransportResponse(url: url, statusCode: stub.status, headers: stub.headers, body: stub.body)
    }
}
