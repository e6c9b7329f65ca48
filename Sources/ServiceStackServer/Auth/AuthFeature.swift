import Foundation
import JWTKit

/// Credentials sign-in, HS256 JWTs with refresh tokens, `ss-id` sessions, Basic auth and API keys for a host.
///
/// ```swift
/// let users = InMemoryUserStore()
/// try users.addUser(userName: "admin", password: "p@55wOrd", roles: ["Admin"])
/// host.enableAuth(try await AuthFeature(users: users, jwtSecret: secret))
/// ```
public final class AuthFeature: Sendable {
    /// Where users and their password hashes come from.
    public let users: any UserStore
    /// How sign-ins and refreshes hand out JWTs.
    public let tokenDelivery: TokenDelivery
    /// The attributes of the auth cookies.
    public let cookieOptions: AuthCookieOptions
    /// Where `ss-id` sessions are kept.
    public let sessions: any SessionStore
    /// Where API keys are looked up.
    public let apiKeys: any ApiKeyStore
    /// How long an `ss-id` session lasts, in seconds.
    public let sessionLifetime: TimeInterval
    /// The time tokens and sessions are issued and checked at.
    public let clock: ServerClock
    /// How much work checking passwords may cost.
    public var passwordCheckLimits: PasswordCheckLimits { passwordChecks.limits }
    let tokens: JWTTokens
    let passwordChecks: PasswordChecks

    /// The shortest HS256 secret accepted, in bytes.
    public static let minimumSecretLength = 32
    /// The longest token or session lifetime accepted, in seconds (100 years).
    public static let maximumLifetime: TimeInterval = 100 * 365 * 86400
    /// The longest clock skew accepted, in seconds (one day).
    public static let maximumClockSkew: TimeInterval = 86400

    /// Creates the feature.
    /// - Parameters:
    ///   - users: the user accounts.
    ///   - jwtSecret: the HS256 key, at least `minimumSecretLength` bytes of UTF-8.
    ///   - issuer: the JWT `iss` claim (`ssjwt`, as in ServiceStack); tokens naming another issuer are refused.
    ///   - audiences: the JWT `aud` claim; when not empty, tokens must name one of these audiences.
    ///   - allowedClockSkew: seconds a token's `nbf` or `iat` may lie in the future (60).
    ///   - accessTokenLifetime: seconds an access token is valid (14 days, as in ServiceStack).
    ///   - refreshTokenLifetime: seconds a refresh token is valid (365 days, as in ServiceStack).
    ///   - sessionLifetime: seconds an `ss-id` session lasts (14 days).
    ///   - apiKeys: API keys and the users they act as, kept in memory (with `apiKeyStore` nil).
    ///   - tokenDelivery: where tokens go after a sign-in; `.cookies` as in ServiceStack.
    ///   - cookieOptions: the `SameSite` and `Secure` attributes of the auth cookies.
    ///   - apiKeyStore: where API keys are looked up; when given, `apiKeys` must be empty (add them to the store).
    ///   - sessionStore: where `ss-id` sessions are kept (in memory when nil).
    ///   - tokenRevocations: where revoked tokens are kept (in memory when nil).
    ///   - passwordChecks: how many passwords may be checked at once, and how long failures are remembered.
    ///   - clock: the time tokens and sessions are issued and checked at (``ServerClock/system``); the in-memory
    ///     stores made when `sessionStore` or `tokenRevocations` is nil use it too. Give SQL stores the same clock.
    ///
    /// Instances that share one database through SQL stores share their sign-ins: a session started or a token
    /// revoked on one is seen by all.
    public init(
        users: any UserStore, jwtSecret: String, issuer: String = "ssjwt", audiences: [String] = [],
        allowedClockSkew: TimeInterval = 60, accessTokenLifetime: TimeInterval = 14 * 86400,
        refreshTokenLifetime: TimeInterval = 365 * 86400, sessionLifetime: TimeInterval = 14 * 86400,
        apiKeys: [ApiKey] = [], tokenDelivery: TokenDelivery = .cookies,
        cookieOptions: AuthCookieOptions = AuthCookieOptions(), apiKeyStore: (any ApiKeyStore)? = nil,
        sessionStore: (any SessionStore)? = nil, tokenRevocations: (any TokenRevocationStore)? = nil,
        passwordChecks: PasswordCheckLimits = PasswordCheckLimits(), clock: ServerClock = .system
    ) async throws {
        let secret = Array(jwtSecret.utf8)
        guard secret.count >= Self.minimumSecretLength else {
            throw AuthConfigurationError.secretTooShort(minimumBytes: Self.minimumSecretLength)
        }
        for lifetime in [accessTokenLifetime, refreshTokenLifetime, sessionLifetime]
        where !(lifetime > 0 && lifetime <= Self.maximumLifetime) {
            throw AuthConfigurationError.invalidLifetime(lifetime)
        }
        guard allowedClockSkew >= 0, allowedClockSkew <= Self.maximumClockSkew else {
            throw AuthConfigurationError.invalidClockSkew(allowedClockSkew)
        }
        guard apiKeyStore == nil || apiKeys.isEmpty else { throw AuthConfigurationError.apiKeysBesideStore }
        self.users = users
        self.tokenDelivery = tokenDelivery
        self.cookieOptions = cookieOptions
        tokens = await JWTTokens(
            secret: secret,
            rules: TokenClaimRules(issuer: issuer, audiences: audiences, allowedClockSkew: allowedClockSkew),
            accessTokenLifetime: accessTokenLifetime, refreshTokenLifetime: refreshTokenLifetime,
            revocations: tokenRevocations ?? InMemoryTokenRevocationStore(clock: clock), clock: clock)
        self.sessionLifetime = sessionLifetime
        self.clock = clock
        sessions = sessionStore ?? InMemorySessionStore(clock: clock)
        self.apiKeys = apiKeyStore ?? InMemoryApiKeyStore(apiKeys)
        self.passwordChecks = await PasswordChecks(limits: passwordChecks, hashCost: users.passwordHashCost)
    }

    /// Where revoked tokens are kept.
    public var tokenRevocations: any TokenRevocationStore { tokens.revocations }

    /// The user whose user name (or email) and password match, or nil, within `passwordCheckLimits`: throws a
    /// 429 `HttpError` with `Retry-After` when too many checks are running.
    public func checkCredentials(userName: String, password: String) async throws -> UserAuth? {
        try await passwordChecks.check(userName: userName, password: password, users: users)
    }

    /// A signed access token for `session`, valid for `lifetime` seconds (the configured lifetime when nil).
    public func createAccessToken(for session: AuthSession, lifetime: TimeInterval? = nil) async throws -> String {
        try await tokens.accessToken(for: session, lifetime: lifetime)
    }

    /// Makes a valid access token invalid before it expires (by its `jti`); invalid tokens are ignored.
    /// Throws when the revocation store cannot record it.
    public func invalidateAccessToken(_ token: String) async throws {
        guard let claims = try? await tokens.verifyAccessToken(token), let id = claims.tokenId?.value else { return }
        try await tokens.revocations.revoke(tokenId: id, expires: claims.expiration.value)
    }

    /// Makes the access token the request carries (bearer header or `ss-tok` cookie) invalid.
    public func invalidateAccessToken(presentedIn context: ServiceContext) async throws {
        guard let token = Self.accessToken(presentedIn: context) else { return }
        try await invalidateAccessToken(token)
    }

    /// Makes every access token issued before `date` (to the whole second) invalid.
    public func invalidateAccessTokens(issuedBefore date: Date) async throws {
        let cutoff = Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
        try await tokens.revocations.revokeAll(issuedBefore: cutoff)
    }

    /// The auth cookies of the response to `context`.
    func cookieWriter(for context: ServiceContext) -> AuthCookieWriter {
        AuthCookieWriter(options: cookieOptions, context: context)
    }

    /// The JWT the request carries: an `Authorization: Bearer` JWT, else the `ss-tok` cookie.
    static func accessToken(presentedIn context: ServiceContext) -> String? {
        if let authorization = context.header("Authorization"),
            case .bearer(let token) = AuthorizationHeader(authorization), JWTShape.looksLikeJwt(token)
        {
            return token
        }
        return context.cookies[AuthCookies.accessToken].flatMap { $0.isEmpty ? nil : $0 }
    }
}

/// Where a sign-in or refresh puts the JWTs it issues.
public enum TokenDelivery: Sendable {
    /// HttpOnly `ss-tok`/`ss-reftok` cookies, with the tokens left out of the body (ServiceStack's `UseTokenCookie`).
    case cookies
    /// The response body only; a refresh made with the `ss-reftok` cookie still answers with a cookie.
    case body
    /// Both the cookies and the body (handy for clients that set `bearerToken` themselves).
    case cookiesAndBody

    var setsCookies: Bool { self != .body }
    var fillsBody: Bool { self != .cookies }
}

/// A configuration the auth feature cannot work with.
public enum AuthConfigurationError: Error, Equatable {
    /// The JWT secret is shorter than the given number of bytes.
    case secretTooShort(minimumBytes: Int)
    /// A lifetime is not a positive number of seconds up to `AuthFeature.maximumLifetime`.
    case invalidLifetime(TimeInterval)
    /// The clock skew is not between 0 and `AuthFeature.maximumClockSkew` seconds.
    case invalidClockSkew(TimeInterval)
    /// API keys were given both as a list and as a store; add them to the store instead.
    case apiKeysBesideStore
}

/// Whether a string has the three dot-separated parts of a JWS.
enum JWTShape {
    static func looksLikeJwt(_ token: String) -> Bool {
        token.split(separator: ".", omittingEmptySubsequences: false).count == 3
    }
}
