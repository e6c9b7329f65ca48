import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A typed client for ServiceStack services, source-compatible with ServiceStack.Swift's `JsonServiceClient`.
///
/// Every call has an `async` form and a blocking form. Requests go through one pipeline: build, cookies,
/// auth headers, request filters, transport, response filters, 401 refresh, retries, typed errors.
/// The client is safe to share across tasks.
open class JsonServiceClient: NSObject, @unchecked Sendable, ServiceClient, IHasBearerToken, IHasSessionId,
    IHasVersion
{
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
        var onError: ((NSError) -> Void)?
        var requestFilter: ((inout URLRequest) -> Void)?
        var responseFilter: ((URLResponse) -> Void)?
        var urlSessionFactory: (() -> URLSession)?
        var retryPolicy: RetryPolicy?
        var transport: any ServiceClientTransport
        var cookieStore: any CookieStore
        var refreshInFlight: Task<Void, Error>?
    }

    let state: Locked<State>
    let decoder = JsonConfig.createDecoder()
    let plainDecoder = JsonConfig.createDecoderWithoutKeyMapping()
    let encoder = JsonConfig.createEncoder()

    /// Creates a client for the service at `baseUrl`, sending typed requests to `{baseUrl}/api/{Name}`.
    public init(baseUrl: String) {
        let base = baseUrl.hasSuffix("/") ? baseUrl : baseUrl + "/"
        state = Locked(
            State(
                baseUrl: base, replyUrl: base + "api/", transport: URLSessionTransport(),
                cookieStore: SharedCookieStore()))
        super.init()
    }

    /// Creates a client that sends requests through `transport` (for example AsyncHTTPClient or a test stub).
    public convenience init(baseUrl: String, transport: any ServiceClientTransport) {
        self.init(baseUrl: baseUrl)
        state.withLock { $0.transport = transport }
    }

    // MARK: Addresses

    /// The service's base URL, always ending in `/`.
    open var baseUrl: String {
        get { state.withLock { $0.baseUrl } }
        set {
            let base = newValue.hasSuffix("/") ? newValue : newValue + "/"
            state.withLock {
                let path = String($0.replyUrl.dropFirst($0.baseUrl.count))
                $0.baseUrl = base
                $0.replyUrl = base + path
            }
        }
    }

    /// The URL typed requests are sent to, followed by the request's type name.
    open var replyUrl: String {
        get { state.withLock { $0.replyUrl } }
        set { state.withLock { $0.replyUrl = newValue.hasSuffix("/") ? newValue : newValue + "/" } }
    }

    /// The path under `baseUrl` for typed requests: `api` by default, `json/reply` when set to nil or empty.
    open var basePath: String? {
        get { state.withLock { String($0.replyUrl.dropFirst($0.baseUrl.count)).trimmingCharacters(in: ["/"]) } }
        set {
            let path = (newValue ?? "").trimmingCharacters(in: ["/"])
            state.withLock { $0.replyUrl = $0.baseUrl + (path.isEmpty ? "json/reply" : path) + "/" }
        }
    }

    /// The host of `baseUrl` (the `NSError` domain of service errors).
    open var domain: String { URL(string: baseUrl)?.host ?? "" }

    // MARK: Configuration

    /// Per-request timeout in seconds, bounding the whole exchange: connecting, the response head and the
    /// whole body (a server that sends a byte now and then cannot hold a call past it). Nil uses the
    /// request's `timeoutInterval`, 60 seconds unless a request filter changes it.
    open var timeout: TimeInterval? {
        get { state.withLock { $0.timeout } }
        set { state.withLock { $0.timeout = newValue } }
    }

    /// The default for `maxResponseBytes`: 64 MiB.
    public static let defaultMaxResponseBytes = 64 * 1024 * 1024

    /// The largest response body a call accepts, counted after decompression; reading stops there and the call
    /// fails with `ServiceClientError.responseTooLarge`. 64 MiB by default.
    open var maxResponseBytes: Int {
        get { state.withLock { $0.maxResponseBytes } }
        set { state.withLock { $0.maxResponseBytes = newValue } }
    }

    /// The cache policy of every request.
    open var cachePolicy: URLRequest.CachePolicy {
        get { state.withLock { $0.cachePolicy } }
        set { state.withLock { $0.cachePolicy = newValue } }
    }

    /// Creates the `URLSession` of the default transport (called once, on first use).
    open var urlSessionFactory: (() -> URLSession)? {
        get { state.withLock { $0.urlSessionFactory } }
        set {
            state.withLock {
                $0.urlSessionFactory = newValue
                if let factory = newValue {
                    let transfer = UncheckedTransfer(factory)
                    $0.transport = URLSessionTransport(sessionFactory: { transfer.value() })
                } else {
                    $0.transport = URLSessionTransport(
                        ignoreCertificatesFor: $0.ignoreCertificatesFor.map(Self.hostKey))
                }
            }
        }
    }

    /// The transport that sends requests.
    open var transport: any ServiceClientTransport {
        get { state.withLock { $0.transport } }
        set {
            state.withLock {
                $0.transport = newValue
                if !$0.ignoreCertificatesFor.isEmpty {
                    (newValue as? any CertificateValidationConfigurable)?.setIgnoredCertificateHosts(
                        $0.ignoreCertificatesFor.map(Self.hostKey))
                }
            }
        }
    }

    /// Where cookies are kept; `HTTPCookieStorage.shared` by default, as in ServiceStack.Swift.
    open var cookieStore: any CookieStore {
        get { state.withLock { $0.cookieStore } }
        set { state.withLock { $0.cookieStore = newValue } }
    }

    /// Retries for transient failures; nil (the default) never retries.
    open var retryPolicy: RetryPolicy? {
        get { state.withLock { $0.retryPolicy } }
        set { state.withLock { $0.retryPolicy = newValue } }
    }

    /// Headers added to every request.
    open var headers: [String: String] {
        get { state.withLock { $0.headers } }
        set { state.withLock { $0.headers = newValue } }
    }

    /// Hosts (`host` or `host:port`, or full URLs) whose TLS certificates are not validated.
    open var ignoreCertificatesFor: [String] {
        get { state.withLock { $0.ignoreCertificatesFor } }
        set {
            let hosts = newValue.map(Self.hostKey)
            state.withLock {
                $0.ignoreCertificatesFor = newValue
                ($0.transport as? any CertificateValidationConfigurable)?.setIgnoredCertificateHosts(hosts)
            }
        }
    }

    /// Whether certificate validation is off for `baseUrl`'s host.
    open var ignoreCert: Bool {
        get { ignoreCertificatesFor.contains(baseUrl) }
        set {
            if newValue {
                ignoreCertificatesFor.append(baseUrl)
            } else {
                ignoreCertificatesFor.removeAll { $0 == baseUrl }
            }
        }
    }

    static func hostKey(_ entry: String) -> String {
        guard entry.contains("://"), let url = URL(string: entry), let host = url.host else { return entry }
        return url.port.map { "\(host):\($0)" } ?? host
    }

    // MARK: Authentication

    /// Sent as `Authorization: Bearer …` and copied into `IHasBearerToken` requests.
    open var bearerToken: String? {
        get { state.withLock { $0.bearerToken } }
        set {
            state.withLock {
                $0.bearerToken = newValue
                $0.tokenGeneration += 1
            }
        }
    }

    /// A JWT refresh token: on a 401 the client gets a new access token with it and retries once.
    open var refreshToken: String? {
        get { state.withLock { $0.refreshToken } }
        set { state.withLock { $0.refreshToken = newValue } }
    }

    /// Copied into `IHasSessionId` requests.
    open var sessionId: String? {
        get { state.withLock { $0.sessionId } }
        set { state.withLock { $0.sessionId = newValue } }
    }

    /// Copied into `IHasVersion` requests.
    open var version: Int? {
        get { state.withLock { $0.version } }
        set { state.withLock { $0.version = newValue } }
    }

    /// With `password`, sent as HTTP Basic auth when there is no bearer token.
    open var userName: String? {
        get { state.withLock { $0.userName } }
        set { state.withLock { $0.userName = newValue } }
    }

    /// With `userName`, sent as HTTP Basic auth when there is no bearer token.
    open var password: String? {
        get { state.withLock { $0.password } }
        set { state.withLock { $0.password = newValue } }
    }

    // MARK: Hooks

    /// The last error a call threw.
    open var lastError: NSError? {
        get { state.withLock { $0.lastError } }
        set { state.withLock { $0.lastError = newValue } }
    }

    /// Called with every service error before it is thrown.
    open var onError: ((NSError) -> Void)? {
        get { state.withLock { $0.onError } }
        set { state.withLock { $0.onError = newValue } }
    }

    /// Called with every outgoing request; it may change it (headers, URL).
    open var requestFilter: ((inout URLRequest) -> Void)? {
        get { state.withLock { $0.requestFilter } }
        set { state.withLock { $0.requestFilter = newValue } }
    }

    /// Called with every response before it is decoded.
    open var responseFilter: ((URLResponse) -> Void)? {
        get { state.withLock { $0.responseFilter } }
        set { state.withLock { $0.responseFilter = newValue } }
    }

    /// Filters and error callbacks shared by every client.
    public enum Global {
        struct Hooks {
            var requestFilter: ((inout URLRequest) -> Void)?
            var responseFilter: ((URLResponse) -> Void)?
            var onError: ((NSError) -> Void)?
        }
        static let hooks = Locked(Hooks())

        /// Called with every outgoing request of every client, after the instance filter.
        public static var requestFilter: ((inout URLRequest) -> Void)? {
            get { hooks.withLock { $0.requestFilter } }
            set { hooks.withLock { $0.requestFilter = newValue } }
        }

        /// Called with every response of every client, after the instance filter.
        public static var responseFilter: ((URLResponse) -> Void)? {
            get { hooks.withLock { $0.responseFilter } }
            set { hooks.withLock { $0.responseFilter = newValue } }
        }

        /// Called with every service error of every client, after the instance callback.
        public static var onError: ((NSError) -> Void)? {
            get { hooks.withLock { $0.onError } }
            set { hooks.withLock { $0.onError = newValue } }
        }

        /// Removes the global filters and callbacks.
        public static func reset() {
            hooks.withLock { $0 = Hooks() }
        }
    }
}
