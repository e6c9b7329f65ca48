import Foundation
import HTTPTypes
import Logging
import NIOConcurrencyHelpers
import ServiceStack
import ServiceStackWire

/// What a service sees of its HTTP request, and the response headers and cookies it may add.
public final class ServiceContext: Sendable {
    /// The HTTP method, upper case (`GET`).
    public let method: String
    /// The request path without the query string (`/api/Hello`).
    public let path: String
    private let headerFields: HTTPFields
    private let authority: String?
    /// The query-string pairs in order, percent-decoded.
    public let queryItems: [(name: String, value: String)]
    /// The form fields (url-encoded or multipart) in order.
    public let formFields: [(name: String, value: String)]
    /// The request cookies by name.
    public let cookies: [String: String]
    /// Files uploaded with `multipart/form-data`.
    public let files: [UploadedFile]
    /// The request's raw body.
    public let body: Data
    /// A logger for this request.
    public let logger: Logging.Logger
    /// The lock lives in the box's own allocation: one allocation per request instead of three (a `Locked`, its
    /// `NSLock` and that lock's mutex).
    private let state: NIOLockedValueBox<State>

    private struct State: Sendable {
        var session: AuthSession?
        var authenticationError: HttpError?
        /// Credentials not checked yet, because checking them is costly (a Basic auth password).
        var pendingAuthentication: (@Sendable () async -> AuthOutcome)?
        /// The check of `pendingAuthentication`, once someone needs its outcome.
        var authentication: Task<Void, Never>?
        var headers: [(name: String, value: String)] = []
        var cookies: [ResponseCookie] = []
        var status: Int?
    }

    init(
        method: String, path: String, headerFields: HTTPFields, authority: String?,
        queryItems: [(name: String, value: String)], formFields: [(name: String, value: String)],
        cookies: [String: String], files: [UploadedFile], body: Data, logger: Logging.Logger,
        session: AuthSession?
    ) {
        self.method = method
        self.path = path
        self.headerFields = headerFields
        self.authority = authority
        self.queryItems = queryItems
        self.formFields = formFields
        self.cookies = cookies
        self.files = files
        self.body = body
        self.logger = logger
        state = NIOLockedValueBox(State(session: session))
    }

    /// The request headers in arrival order, names as sent, then `Host`.
    public var headers: [(name: String, value: String)] {
        var headers = headerFields.map { (name: $0.name.rawName, value: $0.value) }
        if let authority { headers.append((name: "Host", value: authority)) }
        return headers
    }

    /// The first value of the named header (case-insensitive), or nil.
    public func header(_ name: String) -> String? {
        if name.equalsIgnoringASCIICase("host"), let authority { return authority }
        guard let fieldName = HTTPField.Name(name) else { return nil }
        return headerFields[values: fieldName].first
    }

    /// The first value of the named query parameter, or nil.
    public func query(_ name: String) -> String? {
        queryItems.first { $0.name == name }?.value
    }

    /// The authenticated session, or nil. Credentials that are costly to check (a Basic auth password) are
    /// checked only for operations that require auth or roles, and by `getSessionAsync()`; until then this is nil
    /// for them.
    public var session: AuthSession? {
        get { state.withLockedValue { $0.session } }
        set { state.withLockedValue { $0.session = newValue } }
    }

    /// The authenticated session, or a 401: why the credentials were rejected, else `Not Authenticated`.
    public func requireSession() throws -> AuthSession {
        guard let session else { throw authenticationError ?? HttpError.unauthorized() }
        return session
    }

    /// The authenticated session, after checking the credentials left unchecked so far (a Basic auth password on
    /// an operation that does not require auth), or nil. The check runs once per request, within the auth
    /// feature's limits on password checks.
    public func getSessionAsync() async -> AuthSession? {
        await settleAuthentication()
        return session
    }

    /// The authenticated session as `getSessionAsync()` finds it, or a 401 (a 429 when password checks are busy).
    public func requireSessionAsync() async throws -> AuthSession {
        await settleAuthentication()
        return try requireSession()
    }

    /// Leaves `check` to run when someone needs the session.
    func deferAuthentication(_ check: @escaping @Sendable () async -> AuthOutcome) {
        state.withLockedValue { $0.pendingAuthentication = check }
    }

    /// Runs the deferred check, if any, once; later and concurrent callers wait for the same outcome.
    func settleAuthentication() async {
        let authentication: Task<Void, Never>? = state.withLockedValue { state in
            if let running = state.authentication { return running }
            guard let check = state.pendingAuthentication else { return nil }
            state.pendingAuthentication = nil
            let task = Task { [self] in
                switch await check() {
                case .authenticated(let session): self.session = session
                case .rejected(let error): self.authenticationError = error
                case .anonymous: break
                }
            }
            state.authentication = task
            return task
        }
        await authentication?.value
    }

    /// Adds a response header.
    public func addHeader(_ name: String, _ value: String) {
        state.withLockedValue { $0.headers.append((name, value)) }
    }

    /// Adds a response cookie.
    public func setCookie(_ cookie: ResponseCookie) {
        state.withLockedValue { $0.cookies.append(cookie) }
    }

    /// Overrides the success status code (e.g. 201).
    public func setStatus(_ status: Int) {
        state.withLockedValue { $0.status = status }
    }

    /// Why the request's credentials were rejected, when they were.
    var authenticationError: HttpError? {
        get { state.withLockedValue { $0.authenticationError } }
        set { state.withLockedValue { $0.authenticationError = newValue } }
    }

    /// What the service set for its response, read in one lock.
    var responseParts: (headers: [(name: String, value: String)], cookies: [ResponseCookie], status: Int?) {
        state.withLockedValue { ($0.headers, $0.cookies, $0.status) }
    }
}
