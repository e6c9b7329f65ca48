import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A request before the client's per-call headers, cookies and filters are applied; kept so a call can be
/// rebuilt (for example with a refreshed token) and retried.
struct OutgoingRequest: @unchecked Sendable {
    var base: URLRequest
    /// The HTTP method, when `base` does not carry it yet. On Linux setting a `URLRequest`'s method costs more than
    /// the rest of building it (swift-corelibs-foundation compares it, case-insensitively, with six verbs), so a
    /// typed call's method is set on the request only when a request hook or a transport needs to see it there.
    var pendingMethod: String?
    /// The request opted in to retries of a non-idempotent verb.
    var retryable: Bool
    /// The call may refresh its token on a 401 (false for the refresh call itself).
    var allowsTokenRefresh = true
    /// Client auth headers are added (false for caller-built requests that set their own).
    var addsAuthHeaders = true

    var method: String { pendingMethod ?? base.httpMethod ?? "GET" }

    /// A request for `method`, left pending when Foundation would carry it unchanged (upper-case ASCII letters: its
    /// normalisation maps only the standard verbs, in any case, to their upper-case names).
    init(base: URLRequest, method: String, retryable: Bool) {
        self.base = base
        self.retryable = retryable
        if method == "GET" { return }
        if !method.isEmpty, method.utf8.allSatisfy({ (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }) {
            pendingMethod = method
        } else {
            self.base.httpMethod = method
        }
    }

    init(base: URLRequest, retryable: Bool) {
        self.base = base
        self.retryable = retryable
    }
}
