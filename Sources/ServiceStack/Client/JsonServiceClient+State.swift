import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension JsonServiceClient {
    /// Everything a client can change after it is made, behind one lock.
    struct State {
        var baseUrl: String
        var replyUrl: String
        var timeout: TimeInterval?
        var maxResponseBytes = JsonServiceClient.defaultMaxResponseBytes
        var cachePolicy: URLRequest.CachePolicy = .reloadIgnoringLocalCacheData
        var bearerToken: String?
        var refreshToken: String?
        var tokenGeneration = 0
        var sessionId: String?
        var version: Int?
        var userName: String?
        var password: String?
        var headers: [String: String] = [:]
        var ignoreCertificatesFor: [String] = []
        var lastError: NSError?
        var lastTask: URLSessionDataTask?
        var domain: String?
        var onError: ((NSError) -> Void)?
        var requestFilter: ((URLRequest) -> Void)?
        var requestModifier: ((inout URLRequest) -> Void)?
        var responseFilter: ((URLResponse) -> Void)?
        var urlSessionFactory: (() -> URLSession)?
        var retryPolicy: RetryPolicy?
        var retryClock: any Clock<Duration> = ContinuousClock()
        var transport: any ServiceClientTransport
        var cookieStore: any CookieStore
        var refreshInFlight: Task<Void, any Error>?
    }
}
