import Foundation
import ServiceStackWire

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension JsonServiceClient {
    static func typeName<T>(_ type: T.Type) -> String {
        let key = ObjectIdentifier(type)
        if let cached = typeNames.withLock({ $0[key] }) { return cached }
        let described = String(describing: type)
        let name = described.firstIndex(of: "<").map { String(described[..<$0]) } ?? described
        typeNames.withLock { $0[key] = name }
        return name
    }

    /// Request names by type: `String(describing:)` demangles the type name on every call.
    private static let typeNames = Locked<[ObjectIdentifier: String]>([:])

    func url(_ text: String) throws -> URL {
        guard let url = URL(string: text), url.scheme != nil, url.host != nil else {
            throw ServiceClientError.invalidUrl(text)
        }
        return url
    }

    func typedUrl<T: Encodable>(_ dto: T, query: [String: String], includeFields: Bool, suffix: String = "") throws
        -> URL
    {
        let base = try url(replyUrl + Self.typeName(T.self) + suffix)
        let items = includeFields ? try QueryStringSerializer.queryItems(of: dto, extra: query) : []
        return Self.appending(items, to: base)
    }

    static func appending(_ items: [URLQueryItem], to url: URL) -> URL {
        guard !items.isEmpty else { return url }
        let separator = url.query == nil ? "?" : "&"
        return URL(string: url.absoluteString + separator + QueryStringSerializer.encode(items)) ?? url
    }

    /// Copies the client's bearer token, session id and version into a DTO that declares them and has none.
    func populate<T>(_ request: T) -> T {
        var dto = request
        if var carrier = dto as? IHasBearerToken, carrier.bearerToken == nil, let token = bearerToken {
            carrier.bearerToken = token
            if let back = carrier as? T { dto = back }
        }
        if var carrier = dto as? IHasSessionId, carrier.sessionId == nil, let id = sessionId {
            carrier.sessionId = id
            if let back = carrier as? T { dto = back }
        }
        if var carrier = dto as? IHasVersion, carrier.version == nil, let version {
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

    /// A typed DTO call: GET/DELETE carry fields in the query string, other verbs a JSON body.
    func dtoRequest<T: Encodable>(_ request: T, method: String, query: [String: String] = [:]) throws
        -> OutgoingRequest
    {
        let dto = populate(request)
        let withBody = hasRequestBody(httpMethod: method)
        var urlRequest = URLRequest(url: try typedUrl(dto, query: query, includeFields: !withBody))
        urlRequest.httpMethod = method
        urlRequest.setValue("application/json", forHTTPHeaderField: "Accept")
        if withBody {
            urlRequest.httpBody = try encodeBody(dto)
            urlRequest.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        return OutgoingRequest(base: urlRequest, retryable: request is IRetryable)
    }

    /// A call to a URL, with an optional JSON body.
    func urlRequest<Body: Encodable>(_ url: URL, method: String, body: Body?) throws -> OutgoingRequest {
        var urlRequest = URLRequest(url: url)
        urlRequest.httpMethod = method
        urlRequest.setValue("application/json", forHTTPHeaderField: "Accept")
        if let body {
            let dto = populate(body)
            urlRequest.httpBody = try encodeBody(dto)
            urlRequest.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        return OutgoingRequest(base: urlRequest, retryable: body is IRetryable)
    }

    /// Adds the client's headers, cookies and auth, then runs the request filters.
    func prepare(_ outgoing: OutgoingRequest) -> (URLRequest, tokenGeneration: Int) {
        let snapshot = state.current
        var request = outgoing.base
        // Each change to a URLRequest may copy it on Linux; the common case changes nothing here.
        if let timeout = snapshot.timeout.flatMap(WaitTime.requestTimeout), request.timeoutInterval != timeout {
            request.timeoutInterval = timeout
        }
        if request.cachePolicy != snapshot.cachePolicy { request.cachePolicy = snapshot.cachePolicy }
        if request.value(forHTTPHeaderField: "Accept") == nil {
            request.setValue("application/json", forHTTPHeaderField: "Accept")
        }
        for (name, value) in snapshot.headers { request.setValue(value, forHTTPHeaderField: name) }
        if outgoing.addsAuthHeaders, request.value(forHTTPHeaderField: "Authorization") == nil {
            if let token = snapshot.bearerToken {
                request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
            } else if let user = snapshot.userName, let password = snapshot.password {
                let credentials = Data("\(user):\(password)".utf8).base64EncodedString()
                request.setValue("Basic \(credentials)", forHTTPHeaderField: "Authorization")
            }
        }
        if let url = request.url, request.value(forHTTPHeaderField: "Cookie") == nil {
            let cookies = snapshot.cookieStore.cookies(for: url)
            if !cookies.isEmpty {
                request.setValue(
                    cookies.map { "\($0.name)=\($0.value)" }.joined(separator: "; "), forHTTPHeaderField: "Cookie")
            }
        }
        Self.applyRequestHooks(to: &request, modifier: snapshot.requestModifier, filter: snapshot.requestFilter)
        return (request, snapshot.tokenGeneration)
    }

    /// Runs the request modifiers (the client's, then the global one), bounds the timeout they leave, then shows
    /// the final request to the filters (the client's, then the global one).
    static func applyRequestHooks(
        to request: inout URLRequest, modifier: ((inout URLRequest) -> Void)?, filter: ((URLRequest) -> Void)?
    ) {
        let global = Global.hooks.current
        modifier?(&request)
        global.requestModifier?(&request)
        let timeout = WaitTime.requestTimeout(request.timeoutInterval) ?? WaitTime.defaultRequestTimeout
        if request.timeoutInterval != timeout { request.timeoutInterval = timeout }
        filter?(request)
        global.requestFilter?(request)
    }
}
