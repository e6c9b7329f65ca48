import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A request before the client's per-call headers, cookies and filters are applied; kept so a call can be
/// rebuilt (for example with a refreshed token) and retried.
struct OutgoingRequest: @unchecked Sendable {
    var base: URLRequest
    /// The request opted in to retries of a non-idempotent verb.
    var retryable: Bool
    /// The call may refresh its token on a 401 (false for the refresh call itself).
    var allowsTokenRefresh = true
    /// Client auth headers are added (false for caller-built requests that set their own).
    var addsAuthHeaders = true

    var method: String { base.httpMethod ?? "GET" }
}
