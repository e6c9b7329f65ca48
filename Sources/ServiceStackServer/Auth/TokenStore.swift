import Foundation
import ServiceStack

/// An in-memory store of opaque access and refresh tokens (a stand-in until JWT support).
public final class TokenStore: Sendable {
    /// How long an access token is valid.
    public let accessTokenLifetime: TimeInterval
    /// How long a refresh token is valid.
    public let refreshTokenLifetime: TimeInterval
    private let state = Locked(State())

    private struct State {
        var access: [String: (session: AuthSession, expires: Date)] = [:]
        var refresh: [String: (session: AuthSession, expires: Date)] = [:]
    }

    /// Creates a store; access tokens last one hour and refresh tokens 30 days unless told otherwise.
    public init(
        accessTokenLifetime: TimeInterval = 3600, refreshTokenLifetime: TimeInterval = 30 * 86400
    ) {
        self.accessTokenLifetime = accessTokenLifetime
        self.refreshTokenLifetime = refreshTokenLifetime
    }

    /// Issues a new access token for `session`.
    public func issueAccessToken(for session: AuthSession) -> String {
        let token = Self.randomToken()
        let expires = Date().addingTimeInterval(accessTokenLifetime)
        state.withLock { $0.access[token] = (session, expires) }
        return token
    }

    /// Issues a new refresh token for `session`.
    public func issueRefreshToken(for session: AuthSession) -> String {
        let token = Self.randomToken()
        let expires = Date().addingTimeInterval(refreshTokenLifetime)
        state.withLock { $0.refresh[token] = (session, expires) }
        return token
    }

    /// The session of a valid, unexpired access token.
    public func session(forAccessToken token: String) -> AuthSession? {
        state.withLock { state in
            guard let entry = state.access[token], entry.expires > Date() else { return nil }
            return entry.session
        }
    }

    /// The session of a valid, unexpired refresh token.
    public func session(forRefreshToken token: String) -> AuthSession? {
        state.withLock { state in
            guard let entry = state.refresh[token], entry.expires > Date() else { return nil }
            return entry.session
        }
    }

    /// Makes an access token invalid.
    public func invalidateAccessToken(_ token: String) {
        _ = state.withLock { $0.access.removeValue(forKey: token) }
    }

    /// Makes every access token invalid (refresh tokens stay valid).
    public func invalidateAllAccessTokens() {
        state.withLock { $0.access.removeAll() }
    }

    private static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in String(generator.next() as UInt64, radix: 16) }.joined()
    }
}
