import Foundation
import ServiceStackWire

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

    /// The path under `baseUrl` for typed requests, read with its trailing `/`: `api/` by default, `json/reply/`
    /// when set to nil or empty.
    open var basePath: String? {
        get { state.withLock { String($0.replyUrl.dropFirst($0.baseUrl.count)) } }
        set {
            let path = (newValue ?? "").trimmingCharacters(in: ["/"])
            state.withLock { $0.replyUrl = $0.baseUrl + (path.isEmpty ? "json/reply" : path) + "/" }
        }
    }

    /// The host of `baseUrl` (the `NSError` domain of service errors).
    open var domain: String {
        get { state.current.domain ?? URL(string: baseUrl)?.host ?? "" }
        set { state.withLock { $0.domain = newValue } }
    }

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

    /// The clock the waits between retries (the back-off and a server's `Retry-After`) go by: `ContinuousClock`
    /// unless set. A test clock (`ServiceStackTesting.TestClock`) lets a test advance them instead of waiting.
    open var retryClock: any Clock<Duration> {
        get { state.withLock { $0.retryClock } }
        set { state.withLock { $0.retryClock = newValue } }
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

    /// The `URLSessionDataTask` of the last call the default transport sent (nil with other transports).
    open var lastTask: URLSessionDataTask? {
        get { (transport as? URLSessionTransport)?.lastTask ?? state.current.lastTask }
        set {
            if let sessionTransport = transport as? URLSessionTransport {
                sessionTransport.lastTask = newValue
            } else {
                state.withLock { $0.lastTask = newValue }
            }
        }
    }

    /// Called with every service error before it is thrown.
    open var onError: ((NSError) -> Void)? {
        get { state.withLock { $0.onError } }
        set { state.withLock { $0.onError = newValue } }
    }

    /// Changes every outgoing request just before it is sent (headers, URL, timeout), after the client's
    /// headers, cookies and credentials are set. Runs before `requestFilter`.
    open var requestModifier: ((inout URLRequest) -> Void)? {
        get { state.current.requestModifier }
        set { state.withLock { $0.requestModifier = newValue } }
    }

    /// Sees every outgoing request exactly as it is sent. To change requests, use `requestModifier`.
    open var requestFilter: ((URLRequest) -> Void)? {
        get { state.current.requestFilter }
        set { state.withLock { $0.requestFilter = newValue } }
    }

    /// Called with every response before it is decoded.
    open var responseFilter: ((URLResponse) -> Void)? {
        get { state.withLock { $0.responseFilter } }
        set { state.withLock { $0.responseFilter = newValue } }
    }

    // MARK: Building requests and handling responses

    /// The session of a request sent outside the client's transport: `urlSessionFactory`'s, or a default one
    /// whose delegate is this client (so `ignoreCertificatesFor` applies).
    open func createSession() -> URLSession {
        urlSessionFactory?() ?? URLSession(configuration: .default, delegate: self, delegateQueue: nil)
    }

    /// Turns a failure into a service error of this client's `domain` and runs the error callbacks.
    open func handleError(nsError: NSError) -> NSError {
        fireErrorCallbacks(
            error: NSError(
                domain: domain, code: nsError.code,
                userInfo: ["errorCode": "\(nsError.code)", "message": nsError.description]))
    }

    /// Records `error` as `lastError` and runs `onError`, then `Global.onError`. Every error a call throws
    /// goes through here.
    open func fireErrorCallbacks(error: NSError) -> NSError {
        lastError = error
        onError?(error)
        Global.onError?(error)
        return error
    }

    /// Decodes `data` as the type of `intoResponse`, throwing the service error of an HTTP error response.
    /// A `ReturnVoid` response is returned as it is.
    open func handleResponse<T: Codable>(intoResponse: T, data: Data, response: URLResponse) throws -> T {
        if let http = response as? HTTPURLResponse, let error = createIfError(http, data) { throw error }
        if intoResponse is ReturnVoid { return intoResponse }
        runResponseFilters { response }
        return try decodeResponse(T.self, transportResponse(data, response))
    }

    /// The `WebServiceError` of an HTTP error response (status 400 or more), after the error callbacks ran;
    /// nil for a success.
    open func createIfError(_ nsResponse: HTTPURLResponse, _ data: Data) -> (any Error)? {
        guard nsResponse.statusCode >= 400 else { return nil }
        let error = serviceError(TransportResponse(data: data, response: nsResponse), url: nsResponse.url)
        return fireErrorCallbacks(error: error)
    }

    /// A request carrying `request` as JSON (or no body when it is nil), prepared by `initRequest`.
    open func createRequestDto<T: Codable>(_ url: String, httpMethod: String, request: T?) -> URLRequest {
        createRequestDto(url: Self.urlOrEmpty(url), httpMethod: httpMethod, request: request)
    }

    /// A request carrying `request` as JSON (or no body when it is nil), prepared by `initRequest`.
    open func createRequestDto<T: Codable>(url: URL, httpMethod: String, request: T?) -> URLRequest {
        guard let request else { return createRequest(url: url, httpMethod: httpMethod) }
        var body: Data?
        do {
            body = try encodeBody(populate(request))
        } catch {
            Log.error("createRequestDto(): \(error)", error: error)
        }
        return createRequest(url: url, httpMethod: httpMethod, requestType: "application/json", requestBody: body)
    }

    /// A request with the client's timeout and cache policy, prepared by `initRequest`.
    open func createRequest(
        _ url: String, httpMethod: String, requestType: String? = nil, requestBody: Data? = nil
    ) -> URLRequest {
        createRequest(
            url: Self.urlOrEmpty(url), httpMethod: httpMethod, requestType: requestType, requestBody: requestBody)
    }

    /// A request with the client's timeout and cache policy, prepared by `initRequest`.
    open func createRequest(
        url: URL, httpMethod: String, requestType: String? = nil, requestBody: Data? = nil
    ) -> URLRequest {
        var request = URLRequest(url: url)
        request.cachePolicy = cachePolicy
        if let timeout = timeout.flatMap(WaitTime.requestTimeout) { request.timeoutInterval = timeout }
        request.httpMethod = httpMethod
        request.httpBody = requestBody
        if let requestType { request.setValue(requestType, forHTTPHeaderField: "Content-Type") }
        initRequest(&request)
        return request
    }

    /// Adds `Accept: application/json` and the bearer token (each unless the request has its own, as every call
    /// does), then runs the request modifiers and filters.
    open func initRequest(_ req: inout URLRequest) {
        Self.setClientHeaders(on: &req, [:], authorization: Self.authorization(bearerToken: bearerToken))
        Self.applyRequestHooks(to: &req, modifier: requestModifier, filter: requestFilter)
    }

    // MARK: Sending

    /// Sends the request with the verb of its marker (`IGet`, `IPost`, `IPut`, `IDelete`, `IPatch`), else POST.
    @discardableResult
    open func send<T: IReturn>(_ request: T) throws -> T.Return where T: Codable {
        try blockingCall({ try dtoRequest(request, method: getSendMethod(request)) }, as: T.Return.self)
    }

    /// Sends the void request with the verb of its marker, else POST.
    open func send<T: IReturnVoid>(_ request: T) throws where T: Codable {
        try blockingVoid { try dtoRequest(request, method: getSendMethod(request)) }
    }

    /// Sends the request with the verb of its marker (`IGet`, `IPost`, `IPut`, `IDelete`, `IPatch`), else POST.
    @discardableResult
    open func sendAsync<T: IReturn>(_ request: T) async throws -> T.Return where T: Codable {
        try await call(try dtoRequest(request, method: getSendMethod(request)), as: T.Return.self)
    }

    /// Sends the void request with the verb of its marker, else POST.
    open func sendAsync<T: IReturnVoid>(_ request: T) async throws where T: Codable {
        try await callVoid(try dtoRequest(request, method: getSendMethod(request)))
    }

    /// Sends a prepared `URLRequest` and decodes the response as the type of `intoResponse`.
    @discardableResult
    open func send<T: Codable>(intoResponse: T, request: URLRequest) throws -> T {
        try blockingCall({ OutgoingRequest(base: request, retryable: false) }, as: T.self)
    }

    /// Sends a prepared `URLRequest` and decodes the response as the type of `intoResponse`.
    @discardableResult
    open func sendAsync<T: Codable>(intoResponse: T, request: URLRequest) async throws -> T {
        try await call(OutgoingRequest(base: request, retryable: false), as: T.self)
    }

    // MARK: GET

    /// Sends the request with GET and returns its typed response.
    @discardableResult
    open func get<T: IReturn>(_ request: T) throws -> T.Return where T: Codable {
        try blockingCall({ try dtoRequest(request, method: "GET") }, as: T.Return.self)
    }

    /// Sends the void request with GET.
    open func get<T: IReturnVoid>(_ request: T) throws where T: Codable {
        try blockingVoid { try dtoRequest(request, method: "GET") }
    }

    /// Sends the request with GET and returns its typed response.
    @discardableResult
    open func getAsync<T: IReturn>(_ request: T) async throws -> T.Return where T: Codable {
        try await call(try dtoRequest(request, method: "GET"), as: T.Return.self)
    }

    /// Sends the void request with GET.
    open func getAsync<T: IReturnVoid>(_ request: T) async throws where T: Codable {
        try await callVoid(try dtoRequest(request, method: "GET"))
    }

    /// Sends the request with GET, adding `query` to its query string.
    @discardableResult
    open func get<T: IReturn>(_ request: T, query: [String: String]) throws -> T.Return where T: Codable {
        try blockingCall({ try dtoRequest(request, method: "GET", query: query) }, as: T.Return.self)
    }

    /// Sends the request with GET, adding `query` to its query string.
    @discardableResult
    open func getAsync<T: IReturn>(_ request: T, query: [String: String]) async throws -> T.Return where T: Codable {
        try await call(try dtoRequest(request, method: "GET", query: query), as: T.Return.self)
    }

    /// Sends GET to a path relative to `baseUrl` (or an absolute URL).
    @discardableResult
    open func get<T: Codable>(_ relativeUrl: String) throws -> T {
        try blockingCall(
            { try urlRequest(try url(resolveUrl(relativeUrl)), method: "GET", body: nil as EmptyBody?) }, as: T.self)
    }

    /// Sends GET to a path relative to `baseUrl` (or an absolute URL).
    @discardableResult
    open func getAsync<T: Codable>(_ relativeUrl: String) async throws -> T {
        try await call(
            try urlRequest(try url(resolveUrl(relativeUrl)), method: "GET", body: nil as EmptyBody?), as: T.self)
    }

    /// Sends GET to a URL.
    @discardableResult
    open func get<T: Codable>(url: URL) throws -> T {
        try blockingCall({ try urlRequest(url, method: "GET", body: nil as EmptyBody?) }, as: T.self)
    }

    /// Sends GET to a URL.
    @discardableResult
    open func getAsync<T: Codable>(url: URL) async throws -> T {
        try await call(try urlRequest(url, method: "GET", body: nil as EmptyBody?), as: T.self)
    }

    // MARK: POST

    /// Sends the request with POST and returns its typed response.
    @discardableResult
    open func post<T: IReturn>(_ request: T) throws -> T.Return where T: Codable {
        try blockingCall({ try dtoRequest(request, method: "POST") }, as: T.Return.self)
    }

    /// Sends the void request with POST.
    open func post<T: IReturnVoid>(_ request: T) throws where T: Codable {
        try blockingVoid { try dtoRequest(request, method: "POST") }
    }

    /// Sends the request with POST and returns its typed response.
    @discardableResult
    open func postAsync<T: IReturn>(_ request: T) async throws -> T.Return where T: Codable {
        try await call(try dtoRequest(request, method: "POST"), as: T.Return.self)
    }

    /// Sends the void request with POST.
    open func postAsync<T: IReturnVoid>(_ request: T) async throws where T: Codable {
        try await callVoid(try dtoRequest(request, method: "POST"))
    }

    /// Sends `request` as the JSON body of a POST to a path relative to `baseUrl` (or an absolute URL).
    @discardableResult
    open func post<Response: Codable, Request: Codable>(_ relativeUrl: String, request: Request?) throws -> Response {
        try blockingCall(
            { try urlRequest(try url(resolveUrl(relativeUrl)), method: "POST", body: request) }, as: Response.self)
    }

    /// Sends `request` as the JSON body of a POST to a path relative to `baseUrl` (or an absolute URL).
    @discardableResult
    open func postAsync<Response: Codable, Request: Codable>(_ relativeUrl: String, request: Request?) async throws
        -> Response
    {
        try await call(
            try urlRequest(try url(resolveUrl(relativeUrl)), method: "POST", body: request), as: Response.self)
    }

    /// Sends `request` as the JSON body of a POST to a URL.
    @discardableResult
    public func post<Response: Codable, Request: Codable>(url: URL, request: Request?) throws -> Response {
        try blockingCall({ try urlRequest(url, method: "POST", body: request) }, as: Response.self)
    }

    /// Sends `request` as the JSON body of a POST to a URL.
    @discardableResult
    public func postAsync<Response: Codable, Request: Codable>(url: URL, request: Request?) async throws -> Response {
        try await call(try urlRequest(url, method: "POST", body: request), as: Response.self)
    }

    // MARK: PUT

    /// Sends the request with PUT and returns its typed response.
    @discardableResult
    open func put<T: IReturn>(_ request: T) throws -> T.Return where T: Codable {
        try blockingCall({ try dtoRequest(request, method: "PUT") }, as: T.Return.self)
    }

    /// Sends the void request with PUT.
    open func put<T: IReturnVoid>(_ request: T) throws where T: Codable {
        try blockingVoid { try dtoRequest(request, method: "PUT") }
    }

    /// Sends the request with PUT and returns its typed response.
    @discardableResult
    open func putAsync<T: IReturn>(_ request: T) async throws -> T.Return where T: Codable {
        try await call(try dtoRequest(request, method: "PUT"), as: T.Return.self)
    }

    /// Sends the void request with PUT.
    open func putAsync<T: IReturnVoid>(_ request: T) async throws where T: Codable {
        try await callVoid(try dtoRequest(request, method: "PUT"))
    }

    /// Sends `request` as the JSON body of a PUT to a path relative to `baseUrl` (or an absolute URL).
    @discardableResult
    open func put<Response: Codable, Request: Codable>(_ relativeUrl: String, request: Request?) throws -> Response {
        try blockingCall(
            { try urlRequest(try url(resolveUrl(relativeUrl)), method: "PUT", body: request) }, as: Response.self)
    }

    /// Sends `request` as the JSON body of a PUT to a path relative to `baseUrl` (or an absolute URL).
    @discardableResult
    open func putAsync<Response: Codable, Request: Codable>(_ relativeUrl: String, request: Request?) async throws
        -> Response
    {
        try await call(
            try urlRequest(try url(resolveUrl(relativeUrl)), method: "PUT", body: request), as: Response.self)
    }

    /// Sends `request` as the JSON body of a PUT to a URL.
    @discardableResult
    open func put<Response: Codable, Request: Codable>(url: URL, request: Request?) throws -> Response {
        try blockingCall({ try urlRequest(url, method: "PUT", body: request) }, as: Response.self)
    }

    /// Sends `request` as the JSON body of a PUT to a URL.
    @discardableResult
    open func putAsync<Response: Codable, Request: Codable>(url: URL, request: Request?) async throws -> Response {
        try await call(try urlRequest(url, method: "PUT", body: request), as: Response.self)
    }

    // MARK: DELETE

    /// Sends the request with DELETE and returns its typed response.
    @discardableResult
    open func delete<T: IReturn>(_ request: T) throws -> T.Return where T: Codable {
        try blockingCall({ try dtoRequest(request, method: "DELETE") }, as: T.Return.self)
    }

    /// Sends the void request with DELETE.
    open func delete<T: IReturnVoid>(_ request: T) throws where T: Codable {
        try blockingVoid { try dtoRequest(request, method: "DELETE") }
    }

    /// Sends the request with DELETE and returns its typed response.
    @discardableResult
    open func deleteAsync<T: IReturn>(_ request: T) async throws -> T.Return where T: Codable {
        try await call(try dtoRequest(request, method: "DELETE"), as: T.Return.self)
    }

    /// Sends the void request with DELETE.
    open func deleteAsync<T: IReturnVoid>(_ request: T) async throws where T: Codable {
        try await callVoid(try dtoRequest(request, method: "DELETE"))
    }

    /// Sends the request with DELETE, adding `query` to its query string.
    @discardableResult
    open func delete<T: IReturn>(_ request: T, query: [String: String]) throws -> T.Return where T: Codable {
        try blockingCall({ try dtoRequest(request, method: "DELETE", query: query) }, as: T.Return.self)
    }

    /// Sends the request with DELETE, adding `query` to its query string.
    @discardableResult
    open func deleteAsync<T: IReturn>(_ request: T, query: [String: String]) async throws -> T.Return
    where T: Codable {
        try await call(try dtoRequest(request, method: "DELETE", query: query), as: T.Return.self)
    }

    /// Sends DELETE to a path relative to `baseUrl` (or an absolute URL).
    @discardableResult
    open func delete<T: Codable>(_ relativeUrl: String) throws -> T {
        try blockingCall(
            { try urlRequest(try url(resolveUrl(relativeUrl)), method: "DELETE", body: nil as EmptyBody?) }, as: T.self)
    }

    /// Sends DELETE to a path relative to `baseUrl` (or an absolute URL).
    @discardableResult
    open func deleteAsync<T: Codable>(_ relativeUrl: String) async throws -> T {
        try await call(
            try urlRequest(try url(resolveUrl(relativeUrl)), method: "DELETE", body: nil as EmptyBody?), as: T.self)
    }

    /// Sends DELETE to a URL.
    @discardableResult
    open func delete<T: Codable>(url: URL) throws -> T {
        try blockingCall({ try urlRequest(url, method: "DELETE", body: nil as EmptyBody?) }, as: T.self)
    }

    /// Sends DELETE to a URL.
    @discardableResult
    open func deleteAsync<T: Codable>(url: URL) async throws -> T {
        try await call(try urlRequest(url, method: "DELETE", body: nil as EmptyBody?), as: T.self)
    }

    // MARK: PATCH

    /// Sends the request with PATCH and returns its typed response.
    @discardableResult
    open func patch<T: IReturn>(_ request: T) throws -> T.Return where T: Codable {
        try blockingCall({ try dtoRequest(request, method: "PATCH") }, as: T.Return.self)
    }

    /// Sends the void request with PATCH.
    open func patch<T: IReturnVoid>(_ request: T) throws where T: Codable {
        try blockingVoid { try dtoRequest(request, method: "PATCH") }
    }

    /// Sends the request with PATCH and returns its typed response.
    @discardableResult
    open func patchAsync<T: IReturn>(_ request: T) async throws -> T.Return where T: Codable {
        try await call(try dtoRequest(request, method: "PATCH"), as: T.Return.self)
    }

    /// Sends the void request with PATCH.
    open func patchAsync<T: IReturnVoid>(_ request: T) async throws where T: Codable {
        try await callVoid(try dtoRequest(request, method: "PATCH"))
    }

    /// Sends `request` as the JSON body of a PATCH to a path relative to `baseUrl` (or an absolute URL).
    @discardableResult
    open func patch<Response: Codable, Request: Codable>(_ relativeUrl: String, request: Request?) throws -> Response {
        try blockingCall(
            { try urlRequest(try url(resolveUrl(relativeUrl)), method: "PATCH", body: request) }, as: Response.self)
    }

    /// Sends `request` as the JSON body of a PATCH to a path relative to `baseUrl` (or an absolute URL).
    @discardableResult
    open func patchAsync<Response: Codable, Request: Codable>(_ relativeUrl: String, request: Request?) async throws
        -> Response
    {
        try await call(
            try urlRequest(try url(resolveUrl(relativeUrl)), method: "PATCH", body: request), as: Response.self)
    }

    /// Sends `request` as the JSON body of a PATCH to a URL.
    @discardableResult
    open func patch<Response: Codable, Request: Codable>(url: URL, request: Request?) throws -> Response {
        try blockingCall({ try urlRequest(url, method: "PATCH", body: request) }, as: Response.self)
    }

    /// Sends `request` as the JSON body of a PATCH to a URL.
    @discardableResult
    open func patchAsync<Response: Codable, Request: Codable>(url: URL, request: Request?) async throws -> Response {
        try await call(try urlRequest(url, method: "PATCH", body: request), as: Response.self)
    }

    // MARK: File uploads

    /// Uploads a file with the request DTO's fields (`POST {replyUrl}{Name}`).
    open func postFileWithRequest<T: IReturn & Codable>(request: T, file: UploadFile) throws -> T.Return {
        try postFilesWithRequest(request: request, files: [file])
    }

    /// Uploads a file with the request DTO's fields (`POST {replyUrl}{Name}`).
    open func postFileWithRequestAsync<T: IReturn & Codable>(request: T, file: UploadFile) async throws -> T.Return {
        try await postFilesWithRequestAsync(request: request, files: [file])
    }

    /// Uploads a file with the request DTO's fields to a path relative to `baseUrl`.
    open func postFileWithRequest<T: IReturn>(
        _ relativeUrl: String, request: T, fileName: String, data: Data, mimeType: String? = nil,
        fieldName: String? = "file"
    ) throws -> T.Return {
        try blockingUpload(
            try url(resolveUrl(relativeUrl)), "POST", request, [Self.file(fileName, data, mimeType, fieldName)])
    }

    /// Uploads a file with the request DTO's fields to a path relative to `baseUrl`.
    open func postFileWithRequestAsync<T: IReturn>(
        _ relativeUrl: String, request: T, fileName: String, data: Data, mimeType: String? = nil,
        fieldName: String? = "file"
    ) async throws -> T.Return {
        try await upload(
            try url(resolveUrl(relativeUrl)), "POST", request, [Self.file(fileName, data, mimeType, fieldName)])
    }

    /// Uploads a file with the request DTO's fields to a URL.
    open func postFileWithRequest<T: IReturn>(
        url: URL, request: T, fileName: String, data: Data, mimeType: String? = nil, fieldName: String? = "file"
    ) throws -> T.Return {
        try blockingUpload(url, "POST", request, [Self.file(fileName, data, mimeType, fieldName)])
    }

    /// Uploads a file with the request DTO's fields to a URL.
    open func postFileWithRequestAsync<T: IReturn>(
        url: URL, request: T, fileName: String, data: Data, mimeType: String? = nil, fieldName: String? = "file"
    ) async throws -> T.Return {
        try await upload(url, "POST", request, [Self.file(fileName, data, mimeType, fieldName)])
    }

    /// Uploads files with the request DTO's fields (`POST {replyUrl}{Name}`).
    open func postFilesWithRequest<T: IReturn & Codable>(request: T, files: [UploadFile]) throws -> T.Return {
        try blockingUpload(try typedUploadUrl(request), "POST", request, files)
    }

    /// Uploads files with the request DTO's fields (`POST {replyUrl}{Name}`).
    open func postFilesWithRequestAsync<T: IReturn & Codable>(request: T, files: [UploadFile]) async throws
        -> T.Return
    {
        try await upload(try typedUploadUrl(request), "POST", request, files)
    }

    /// Uploads files with the request DTO's fields to a URL.
    open func postFilesWithRequest<T: IReturn>(url: URL, request: T, files: [UploadFile]) throws -> T.Return {
        try blockingUpload(url, "POST", request, files)
    }

    /// Uploads files with the request DTO's fields to a URL.
    open func postFilesWithRequestAsync<T: IReturn>(url: URL, request: T, files: [UploadFile]) async throws
        -> T.Return
    {
        try await upload(url, "POST", request, files)
    }

    /// Uploads a file with the request DTO's fields (`PUT {replyUrl}{Name}`).
    open func putFileWithRequest<T: IReturn & Codable>(request: T, file: UploadFile) throws -> T.Return {
        try putFilesWithRequest(request: request, files: [file])
    }

    /// Uploads a file with the request DTO's fields (`PUT {replyUrl}{Name}`).
    open func putFileWithRequestAsync<T: IReturn & Codable>(request: T, file: UploadFile) async throws -> T.Return {
        try await putFilesWithRequestAsync(request: request, files: [file])
    }

    /// Uploads a file with the request DTO's fields to a path relative to `baseUrl`, with PUT.
    open func putFileWithRequest<T: IReturn>(
        _ relativeUrl: String, request: T, fileName: String, data: Data, mimeType: String? = nil,
        fieldName: String? = "file"
    ) throws -> T.Return {
        try blockingUpload(
            try url(resolveUrl(relativeUrl)), "PUT", request, [Self.file(fileName, data, mimeType, fieldName)])
    }

    /// Uploads a file with the request DTO's fields to a path relative to `baseUrl`, with PUT.
    open func putFileWithRequestAsync<T: IReturn>(
        _ relativeUrl: String, request: T, fileName: String, data: Data, mimeType: String? = nil,
        fieldName: String? = "file"
    ) async throws -> T.Return {
        try await upload(
            try url(resolveUrl(relativeUrl)), "PUT", request, [Self.file(fileName, data, mimeType, fieldName)])
    }

    /// Uploads a file with the request DTO's fields to a URL, with PUT.
    open func putFileWithRequest<T: IReturn>(
        url: URL, request: T, fileName: String, data: Data, mimeType: String? = nil, fieldName: String? = "file"
    ) throws -> T.Return {
        try blockingUpload(url, "PUT", request, [Self.file(fileName, data, mimeType, fieldName)])
    }

    /// Uploads a file with the request DTO's fields to a URL, with PUT.
    open func putFileWithRequestAsync<T: IReturn>(
        url: URL, request: T, fileName: String, data: Data, mimeType: String? = nil, fieldName: String? = "file"
    ) async throws -> T.Return {
        try await upload(url, "PUT", request, [Self.file(fileName, data, mimeType, fieldName)])
    }

    /// Uploads files with the request DTO's fields (`PUT {replyUrl}{Name}`).
    open func putFilesWithRequest<T: IReturn & Codable>(request: T, files: [UploadFile]) throws -> T.Return {
        try blockingUpload(try typedUploadUrl(request), "PUT", request, files)
    }

    /// Uploads files with the request DTO's fields (`PUT {replyUrl}{Name}`).
    open func putFilesWithRequestAsync<T: IReturn & Codable>(request: T, files: [UploadFile]) async throws
        -> T.Return
    {
        try await upload(try typedUploadUrl(request), "PUT", request, files)
    }

    /// Uploads files with the request DTO's fields to a URL, with PUT.
    open func putFilesWithRequest<T: IReturn>(url: URL, request: T, files: [UploadFile]) throws -> T.Return {
        try blockingUpload(url, "PUT", request, files)
    }

    /// Uploads files with the request DTO's fields to a URL, with PUT.
    open func putFilesWithRequestAsync<T: IReturn>(url: URL, request: T, files: [UploadFile]) async throws
        -> T.Return
    {
        try await upload(url, "PUT", request, files)
    }

    /// Uploads a file with the request DTO's fields using the caller's `URLRequest` (URL and verb).
    open func sendFileWithRequest<T: IReturn>(
        _ req: inout URLRequest, request: T, fileName: String, data: Data, mimeType: String? = nil,
        fieldName: String? = "file"
    ) throws -> T.Return {
        try sendFilesWithRequest(&req, request: request, files: [Self.file(fileName, data, mimeType, fieldName)])
    }

    /// Uploads a file with the request DTO's fields using the caller's `URLRequest` (URL and verb).
    open func sendFileWithRequestAsync<T: IReturn>(
        _ req: inout URLRequest, request: T, fileName: String, data: Data, mimeType: String? = nil,
        fieldName: String? = "file"
    ) async throws -> T.Return {
        try await sendFilesWithRequestAsync(
            &req, request: request, files: [Self.file(fileName, data, mimeType, fieldName)])
    }

    /// Uploads files with the request DTO's fields using the caller's `URLRequest` (URL and verb).
    open func sendFilesWithRequest<T: IReturn>(_ req: inout URLRequest, request: T, files: [UploadFile]) throws
        -> T.Return
    {
        try blockingCall({ try multipart(&req, request, files) }, as: T.Return.self)
    }

    /// Uploads files with the request DTO's fields using the caller's `URLRequest` (URL and verb).
    open func sendFilesWithRequestAsync<T: IReturn>(_ req: inout URLRequest, request: T, files: [UploadFile])
        async throws -> T.Return
    {
        try await call(try multipart(&req, request, files), as: T.Return.self)
    }

    // MARK: Raw responses

    /// Downloads raw bytes from a path relative to `baseUrl` (or an absolute URL), for images and files.
    open func getData(url: String) throws -> (Data, HTTPURLResponse)? {
        try BlockingBridge.run { try await self.getDataAsync(url: url) }
    }

    /// Downloads raw bytes from a path relative to `baseUrl` (or an absolute URL), for images and files.
    open func getDataAsync(url: String) async throws -> (Data, HTTPURLResponse)? {
        var request = URLRequest(url: try self.url(resolveUrl(url)))
        request.httpMethod = HttpMethods.Get
        request.setValue("*/*", forHTTPHeaderField: "Accept")
        let response = try await perform(OutgoingRequest(base: request, retryable: false))
        return response.response.map { (response.data, $0) }
    }

    /// Sends a prepared request and returns the raw response; when it fails and `retryIf` says so, retries once.
    open func getData(request: URLRequest, retryIf: ((HTTPURLResponse) -> Bool)? = nil) throws -> (
        Data, HTTPURLResponse
    )? {
        try BlockingBridge.run { try await self.getDataAsync(request: request, retryIf: retryIf) }
    }

    /// Sends a prepared request and returns the raw response; when it fails and `retryIf` says so, retries once.
    open func getDataAsync(
        request: URLRequest, retryIf: ((HTTPURLResponse) async throws -> Bool)? = nil
    ) async throws -> (Data, HTTPURLResponse)? {
        let outgoing = OutgoingRequest(base: request, retryable: false)
        let response: TransportResponse
        do {
            response = try await perform(outgoing)
        } catch let error as WebServiceError {
            guard let retryIf, let failed = Self.httpResponse(of: error, request: request), try await retryIf(failed)
            else { throw error }
            response = try await perform(outgoing)
        }
        return response.response.map { (response.data, $0) }
    }

    /// The response a service error came with, for `retryIf`.
    static func httpResponse(of error: WebServiceError, request: URLRequest) -> HTTPURLResponse? {
        guard let url = error.url ?? request.url else { return nil }
        return HTTPURLResponse(
            url: url, statusCode: error.statusCode, httpVersion: "HTTP/1.1", headerFields: error.headers)
    }

    // MARK: Addresses of requests

    /// The URL of a typed request: `replyUrl` + the DTO's type name, with its fields in the query string.
    open func createUrl<T: Codable>(dto: T, query: [String: String] = [:]) -> URL {
        (try? typedUrl(populate(dto), query: query, includeFields: true)) ?? URL(fileURLWithPath: "/")
    }

    /// Resolves a relative path against `baseUrl`; absolute `http(s)` URLs are returned unchanged.
    open func resolveUrl(_ relativeOrAbsoluteUrl: String) -> String {
        let lower = relativeOrAbsoluteUrl.lowercased()
        if lower.hasPrefix("http:") || lower.hasPrefix("https:") { return relativeOrAbsoluteUrl }
        let base = baseUrl
        return relativeOrAbsoluteUrl.hasPrefix("/")
            ? String(base.dropLast()) + relativeOrAbsoluteUrl : base + relativeOrAbsoluteUrl
    }

    /// Whether a verb carries the DTO in the body.
    open func hasRequestBody(httpMethod: String) -> Bool { HttpMethods.hasRequestBody(httpMethod) }

    /// The verb `send` uses: from the `IGet`/`IPost`/`IPut`/`IDelete`/`IPatch` marker, else POST.
    open func getSendMethod<T>(_ request: T) -> String {
        HttpMethods.marked(by: request)
    }

    // MARK: Cookies

    /// The cookies held for `baseUrl`, by name.
    open func getCookies() -> [String: String] {
        guard let url = URL(string: baseUrl) else { return [:] }
        return cookieStore.values(for: url)
    }

    /// The JWT in the `ss-tok` cookie.
    open func getTokenCookie() -> String? { getCookies()["ss-tok"] }

    /// The JWT refresh token in the `ss-reftok` cookie.
    open func getRefreshTokenCookie() -> String? { getCookies()["ss-reftok"] }

    // MARK: Access tokens

    /// Gets a new access token with `GetAccessToken`; true when it succeeded.
    @discardableResult
    open func fetchNewAccessToken() -> Bool {
        (try? BlockingBridge.run { try await self.fetchNewAccessTokenAsync() }) ?? false
    }

    /// Gets a new access token with `GetAccessToken` (from `refreshToken` or the `ss-reftok` cookie) and stores it
    /// as `bearerToken` (nil when the server set it as the `ss-tok` cookie instead); false when that failed (the
    /// error is in `lastError`).
    @discardableResult
    open func fetchNewAccessTokenAsync() async throws -> Bool {
        do {
            try await requestNewAccessToken()
            return true
        } catch {
            return false
        }
    }
}
