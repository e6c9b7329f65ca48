import Foundation
import ServiceStackWire

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Every call, in the order it runs: build the request, prepare it (headers, cookies, auth, filters), send it,
/// store cookies, refresh the token or retry, turn an error status into a typed error, decode the response.
extension JsonServiceClient {
    // MARK: Entry

    /// Performs a call and decodes its response.
    func call<T: Decodable>(_ outgoing: OutgoingRequest, as type: T.Type) async throws -> T {
        try decodeResponse(type, try await perform(outgoing))
    }

    /// Performs a call whose response body is ignored.
    func callVoid(_ outgoing: OutgoingRequest) async throws {
        _ = try await perform(outgoing)
    }

    /// Builds the request on the caller's thread, then runs it from blocking code.
    func blockingCall<T: Decodable>(_ build: () throws -> OutgoingRequest, as type: T.Type) throws -> T {
        let outgoing = try build()
        return try BlockingBridge.run { try await self.call(outgoing, as: type) }
    }

    /// Builds the request on the caller's thread, then runs it from blocking code, ignoring the body.
    func blockingVoid(_ build: () throws -> OutgoingRequest) throws {
        let outgoing = try build()
        try BlockingBridge.run { try await self.callVoid(outgoing) }
    }

    // MARK: 1. Build

    /// A typed DTO call: GET/DELETE carry fields in the query string, other verbs a JSON body.
    func dtoRequest<T: Encodable>(_ request: T, method: String, query: [String: String] = [:]) throws
        -> OutgoingRequest
    {
        let dto = populate(request)
        let withBody = hasRequestBody(httpMethod: method)
        let url = try typedUrl(dto, query: query, includeFields: !withBody)
        let urlRequest = newRequest(url, jsonBody: withBody ? try encodeBody(dto) : nil)
        return OutgoingRequest(base: urlRequest, method: method, retryable: request is any IRetryable)
    }

    /// A call to a URL, with an optional JSON body.
    func urlRequest<Body: Encodable>(_ url: URL, method: String, body: Body?) throws -> OutgoingRequest {
        let urlRequest = newRequest(url, jsonBody: try body.map { try encodeBody(populate($0)) })
        return OutgoingRequest(base: urlRequest, method: method, retryable: body is any IRetryable)
    }

    /// A request for `url` with the client's cache policy and `Accept: application/json`, which `prepare` would
    /// set anyway (on Linux a change to a `URLRequest` that is shared copies it: `prepare` then changes nothing),
    /// and `jsonBody` with its `Content-Type`. The headers go in with one assignment: on Linux each
    /// `setValue(_:forHTTPHeaderField:)` capitalises the name and compares it with every other. The method is the
    /// `OutgoingRequest`'s.
    private func newRequest(_ url: URL, jsonBody: Data?) -> URLRequest {
        var request = URLRequest(url: url, cachePolicy: state.withLock { $0.cachePolicy })
        if let jsonBody {
            request.httpBody = jsonBody
            request.allHTTPHeaderFields = ["Accept": "application/json", "Content-Type": "application/json"]
        } else {
            request.allHTTPHeaderFields = ["Accept": "application/json"]
        }
        return request
    }

    /// Copies the client's bearer token, session id and version into a DTO that declares them and has none.
    func populate<T>(_ request: T) -> T {
        let (bearerToken, sessionId, version) = (self.bearerToken, self.sessionId, self.version)
        // The casts below look up protocol conformances: a client with nothing to copy skips them.
        guard bearerToken != nil || sessionId != nil || version != nil else { return request }
        var dto = request
        if var carrier = dto as? any IHasBearerToken, carrier.bearerToken == nil, let token = bearerToken {
            carrier.bearerToken = token
            if let back = carrier as? T { dto = back }
        }
        if var carrier = dto as? any IHasSessionId, carrier.sessionId == nil, let id = sessionId {
            carrier.sessionId = id
            if let back = carrier as? T { dto = back }
        }
        if var carrier = dto as? any IHasVersion, carrier.version == nil, let version {
            carrier.version = version
            if let back = carrier as? T { dto = back }
        }
        return dto
    }

    func encodeBody<T: Encodable>(_ value: T) throws -> Data {
        do {
            return try JsonConfig.encode(value, with: JsonConfig.hasFilters ? JsonConfig.createEncoder() : encoder)
        } catch {
            throw ServiceClientError.encodingFailed(type: String(describing: T.self), reason: "\(error)")
        }
    }

    // MARK: 2. Prepare

    /// The request as it is sent (the client's timeout, cache policy, headers, cookies and credentials, then the
    /// request hooks), with the method it does not carry yet (nil once hooks have seen it: they see the whole
    /// request) and the generation of the token it carries.
    func prepare(_ outgoing: OutgoingRequest) -> (URLRequest, pendingMethod: String?, tokenGeneration: Int) {
        let snapshot = state.current
        let global = Global.hooks.current
        let hooked =
            snapshot.requestModifier != nil || snapshot.requestFilter != nil || global.requestModifier != nil
            || global.requestFilter != nil
        var request = hooked ? outgoing.base.carrying(outgoing.pendingMethod) : outgoing.base
        // Each change to a URLRequest may copy it on Linux; the common case changes nothing here.
        if let timeout = snapshot.timeout.flatMap(WaitTime.requestTimeout), request.timeoutInterval != timeout {
            request.timeoutInterval = timeout
        }
        if request.cachePolicy != snapshot.cachePolicy { request.cachePolicy = snapshot.cachePolicy }
        Self.setClientHeaders(
            on: &request, snapshot.headers,
            authorization: outgoing.addsAuthHeaders
                ? Self.authorization(
                    bearerToken: snapshot.bearerToken, userName: snapshot.userName, password: snapshot.password)
                : nil)
        Self.setCookieHeader(on: &request, from: snapshot.cookieStore)
        Self.applyRequestHooks(
            to: &request, modifier: snapshot.requestModifier, filter: snapshot.requestFilter, global: global)
        return (request, hooked ? nil : outgoing.pendingMethod, snapshot.tokenGeneration)
    }

    /// The one header builder, which `initRequest` goes through too: `Accept: application/json` unless the request
    /// names another type, then `headers`, then `authorization` unless the request has its own.
    static func setClientHeaders(
        on request: inout URLRequest, _ headers: [String: String], authorization: @autoclosure () -> String?
    ) {
        if request.value(forHTTPHeaderField: "Accept") == nil {
            request.setValue("application/json", forHTTPHeaderField: "Accept")
        }
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        if let authorization = authorization(), request.value(forHTTPHeaderField: "Authorization") == nil {
            request.setValue(authorization, forHTTPHeaderField: "Authorization")
        }
    }

    /// The `Authorization` value of the client's credentials: the bearer token, else HTTP Basic auth.
    static func authorization(bearerToken: String?, userName: String? = nil, password: String? = nil) -> String? {
        if let bearerToken { return "Bearer \(bearerToken)" }
        guard let userName, let password else { return nil }
        return "Basic " + Data("\(userName):\(password)".utf8).base64EncodedString()
    }

    /// Sends the cookies `store` holds for the request's URL, unless the request has its own `Cookie` header.
    static func setCookieHeader(on request: inout URLRequest, from store: any CookieStore) {
        guard let url = request.url else { return }
        let cookies = store.cookies(for: url)
        guard !cookies.isEmpty, request.value(forHTTPHeaderField: "Cookie") == nil else { return }
        request.setValue(
            cookies.map { "\($0.name)=\($0.value)" }.joined(separator: "; "), forHTTPHeaderField: "Cookie")
    }

    /// Runs the request modifiers (the client's, then the global one), bounds the timeout they leave, then shows
    /// the final request to the filters (the client's, then the global one).
    static func applyRequestHooks(
        to request: inout URLRequest, modifier: ((inout URLRequest) -> Void)?, filter: ((URLRequest) -> Void)?,
        global: Global.Hooks = Global.hooks.current
    ) {
        modifier?(&request)
        global.requestModifier?(&request)
        let timeout = WaitTime.requestTimeout(request.timeoutInterval) ?? WaitTime.defaultRequestTimeout
        if request.timeoutInterval != timeout { request.timeoutInterval = timeout }
        filter?(request)
        global.requestFilter?(request)
    }

    // MARK: 3. Send, store cookies, then refresh or retry

    /// Sends a request through the whole path and returns a successful response, or throws.
    func perform(_ outgoing: OutgoingRequest) async throws -> TransportResponse {
        var attempts = Attempts()
        while true {
            try Task.checkCancellation()
            let (request, method, generation) = prepare(outgoing)
            guard let response = try await sendAttempt(request, method: method, outgoing, &attempts) else { continue }
            storeCookies(from: response)
            runResponseFilters { response.response }
            if response.statusCode < 400 { return response }
            if try await goesAgain(after: response, outgoing, generation: generation, &attempts) { continue }
            throw report(serviceError(response, url: request.url))
        }
    }

    /// What the attempts of one call have used up.
    private struct Attempts {
        var retries = 0
        var refreshedToken = false
    }

    /// Sends one attempt; nil when it failed on the way and the retry policy waited to send it again.
    private func sendAttempt(
        _ request: URLRequest, method: String?, _ outgoing: OutgoingRequest, _ attempts: inout Attempts
    ) async throws -> TransportResponse? {
        do {
            return try await transport.send(
                request, method: method, maxResponseBytes: maxResponseBytes,
                deadlineSeconds: request.timeoutInterval)
        } catch let error as ServiceClientError {
            guard error.isTransient, try await backOff(outgoing, &attempts, retryAfter: nil) else {
                throw report(error)
            }
            return nil
        }
    }

    func storeCookies(from response: TransportResponse) {
        guard response.header("Set-Cookie") != nil else { return }
        let cookies = HTTPCookie.cookies(withResponseHeaderFields: response.headers, for: response.url)
        if !cookies.isEmpty { cookieStore.store(cookies) }
    }

    /// Runs `responseFilter`, then `Global.responseFilter`; the response is made only when one is set.
    func runResponseFilters(_ response: () -> URLResponse?) {
        let instance = responseFilter
        let global = Global.responseFilter
        guard instance != nil || global != nil, let response = response() else { return }
        instance?(response)
        global?(response)
    }

    /// After an error status, whether the call goes again: a 401 refreshes the token once when it can, a
    /// retryable status waits as the retry policy says.
    private func goesAgain(
        after response: TransportResponse, _ outgoing: OutgoingRequest, generation: Int, _ attempts: inout Attempts
    ) async throws -> Bool {
        if response.statusCode == 401, outgoing.allowsTokenRefresh, !attempts.refreshedToken, canRefreshToken {
            attempts.refreshedToken = true
            if await refreshAccessToken(after: generation) { return true }
        }
        guard retryPolicy?.retryableStatusCodes.contains(response.statusCode) == true else { return false }
        return try await backOff(outgoing, &attempts, retryAfter: response.header("Retry-After"))
    }

    /// Waits before the next attempt on `retryClock` when the retry policy allows one; false when it does not.
    private func backOff(
        _ outgoing: OutgoingRequest, _ attempts: inout Attempts, retryAfter: String?
    ) async throws -> Bool {
        guard let policy = retryPolicy, attempts.retries < policy.maxRetries,
            RetryPolicy.allowsRetry(method: outgoing.method, optedIn: outgoing.retryable)
        else { return false }
        attempts.retries += 1
        let delay = policy.delay(beforeRetry: attempts.retries, retryAfter: retryAfter)
        try await WaitTime.sleep(seconds: delay, on: retryClock)
        return true
    }

    // MARK: 4. Refresh the token

    /// Whether a 401 can be recovered: a refresh token is set or an `ss-reftok` cookie is held.
    var canRefreshToken: Bool {
        refreshToken != nil || getRefreshTokenCookie() != nil
    }

    /// Refreshes once for all calls that hit a 401 together. True when the call should be retried.
    func refreshAccessToken(after generation: Int) async -> Bool {
        let task: Task<Void, any Error>? = state.withLock { state in
            if state.tokenGeneration != generation { return nil }
            if let running = state.refreshInFlight { return running }
            let started = Task<Void, any Error> { try await self.requestNewAccessToken() }
            state.refreshInFlight = started
            return started
        }
        guard let task else { return true }
        defer { state.withLock { if $0.refreshInFlight == task { $0.refreshInFlight = nil } } }
        do {
            try await task.value
            return true
        } catch {
            return false
        }
    }

    /// Calls `GetAccessToken` and stores the new token as `bearerToken`.
    func requestNewAccessToken() async throws {
        let dto = GetAccessToken()
        dto.refreshToken = refreshToken
        var outgoing = try urlRequest(try url(replyUrl + "GetAccessToken"), method: HttpMethods.Post, body: dto)
        outgoing.allowsTokenRefresh = false
        outgoing.addsAuthHeaders = false
        let response = try await perform(outgoing)
        bearerToken = try decodeResponse(GetAccessTokenResponse.self, response).accessToken
    }

    // MARK: 5. Errors

    /// Builds the typed error for an HTTP error response.
    func serviceError(_ response: TransportResponse, url: URL?) -> WebServiceError {
        let status =
            ResponseStatusParser.parse(response.data)
            ?? ResponseStatusParser.fallback(
                statusCode: response.statusCode, body: response.data, contentType: response.header("Content-Type"))
        return WebServiceError(
            statusCode: response.statusCode, status: status, body: response.data, headers: response.headers,
            domain: domain, url: url)
    }

    /// Runs the error callbacks (through `fireErrorCallbacks`, which subclasses may override) and returns the
    /// typed error the call throws.
    func report(_ error: any Error) -> any Error {
        _ = fireErrorCallbacks(error: error as NSError)
        return error
    }

    // MARK: 6. Decode

    /// Decodes a successful response body into `T` (raw text for `String`, raw bytes for `Data`/`[UInt8]`
    /// when the body is not JSON). An empty body is a decoding error: a typed call needs a response, and a
    /// server that sends none must not pass for one that answered with an empty DTO.
    func decodeResponse<T: Decodable>(_ type: T.Type, _ response: TransportResponse) throws -> T {
        let data = response.data
        let isJson = response.header("Content-Type").map(Self.mentionsJson) ?? false
        if !isJson || data.isEmpty {
            if T.self == Data.self, let value = data as? T { return value }
            if T.self == [UInt8].self, let value = [UInt8](data) as? T { return value }
            if T.self == String.self, let value = String(decoding: data, as: UTF8.self) as? T { return value }
        }
        if data.isEmpty {
            throw report(
                ServiceClientError.decodingFailed(
                    type: String(describing: T.self),
                    reason: "the response body is empty (HTTP \(response.statusCode))", body: data))
        }
        do {
            let chosen =
                JsonConfig.hasFilters
                ? JsonConfig.createDecoder() : JsonConfig.decoder(for: T.self, mapping: decoder, plain: plainDecoder)
            return try chosen.decode(T.self, from: data)
        } catch {
            throw report(
                ServiceClientError.decodingFailed(
                    type: String(describing: T.self), reason: Self.describe(error), body: data))
        }
    }

    /// Whether a `Content-Type` value contains `json` in any case (ASCII only, without Foundation's string search).
    static func mentionsJson(_ contentType: String) -> Bool {
        let bytes = Array(contentType.utf8)
        guard bytes.count >= 4 else { return false }
        for start in 0...(bytes.count - 4)
        where bytes[start] | 0x20 == UInt8(ascii: "j") && bytes[start + 1] | 0x20 == UInt8(ascii: "s")
            && bytes[start + 2] | 0x20 == UInt8(ascii: "o") && bytes[start + 3] | 0x20 == UInt8(ascii: "n")
        {
            return true
        }
        return false
    }

    static func describe(_ error: any Error) -> String {
        guard let decodingError = error as? DecodingError else { return "\(error)" }
        func path(_ keys: [any CodingKey]) -> String {
            keys.isEmpty
                ? "the top level" : keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
        }
        switch decodingError {
        case .dataCorrupted(let context):
            return "\(context.debugDescription) at \(path(context.codingPath))"
        case .keyNotFound(let key, let context):
            return "missing key '\(key.stringValue)' at \(path(context.codingPath))"
        case .typeMismatch(let type, let context):
            return "expected \(type) at \(path(context.codingPath)): \(context.debugDescription)"
        case .valueNotFound(let type, let context):
            return "expected \(type) but found null at \(path(context.codingPath))"
        @unknown default:
            return "\(decodingError)"
        }
    }
}

extension ServiceClientError {
    /// Failures worth retrying: the request may not have reached the service.
    var isTransient: Bool {
        switch self {
        case .connectionFailed, .timedOut: true
        default: false
        }
    }
}
