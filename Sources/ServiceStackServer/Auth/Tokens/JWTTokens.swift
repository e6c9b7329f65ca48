import Foundation
import JWTKit

/// Signs and verifies HS256 access and refresh tokens with jwt-kit, and knows which were revoked.
final class JWTTokens: Sendable {
    static let algorithm = "HS256"
    static let accessTokenType = "JWT"
    static let refreshTokenType = "JWTR"

    let rules: TokenClaimRules
    let accessTokenLifetime: TimeInterval
    let refreshTokenLifetime: TimeInterval
    let revocations: any TokenRevocationStore
    let clock: ServerClock
    private let keys: JWTKeyCollection

    init(
        secret: [UInt8], rules: TokenClaimRules, accessTokenLifetime: TimeInterval,
        refreshTokenLifetime: TimeInterval, revocations: any TokenRevocationStore, clock: ServerClock
    ) async {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .integerSecondsSince1970
        let keys = JWTKeyCollection()
        await keys.add(
            hmac: HMACKey(from: secret), digestAlgorithm: .sha256,
            serializer: DefaultJWTSerializer(jsonEncoder: encoder))
        self.keys = keys
        self.rules = rules
        self.accessTokenLifetime = accessTokenLifetime
        self.refreshTokenLifetime = refreshTokenLifetime
        self.revocations = revocations
        self.clock = clock
    }

    /// How long after a sign-in one of its tokens may still be valid: its refresh token, then the last access
    /// token that refresh token gave.
    var signInLifetime: TimeInterval { refreshTokenLifetime + accessTokenLifetime }

    /// A signed access token for `session`, valid for `lifetime` (the configured lifetime when nil), belonging to
    /// the sign-in `signInId` when given.
    func accessToken(for session: AuthSession, lifetime: TimeInterval? = nil, signInId: String? = nil) async throws
        -> String
    {
        let claims = AccessTokenClaims(
            session: session, stamp: stamp(), lifetime: lifetime ?? accessTokenLifetime, signInId: signInId)
        return try await keys.sign(claims, header: Self.header(type: Self.accessTokenType))
    }

    /// A signed refresh token for the user `userId` of the sign-in `signInId`, and when it expires.
    func refreshToken(forUserId userId: String, signInId: String) async throws -> (token: String, expires: Date) {
        let claims = RefreshTokenClaims(
            userId: userId, stamp: stamp(), lifetime: refreshTokenLifetime, signInId: signInId)
        let token = try await keys.sign(claims, header: Self.header(type: Self.refreshTokenType))
        return (token, claims.expiration.value)
    }

    /// The claims of a valid access token; otherwise a 401 `TokenException` saying why.
    func verifyAccessToken(_ token: String) async throws(HttpError) -> AccessTokenClaims {
        let claims = try await verifySignature(token, as: AccessTokenClaims.self, type: Self.accessTokenType)
        try rules.check(claims, now: clock.now)
        try await requireNotRevoked(
            tokenId: claims.tokenId?.value, issuedAt: claims.issuedAt.value, signInId: claims.signInId)
        return claims
    }

    /// The claims of a valid refresh token; otherwise a 401 `TokenException` saying why.
    func verifyRefreshToken(_ token: String) async throws(HttpError) -> RefreshTokenClaims {
        let claims = try await verifySignature(token, as: RefreshTokenClaims.self, type: Self.refreshTokenType)
        try rules.check(claims, now: clock.now)
        try await requireNotRevoked(tokenId: claims.tokenId?.value, issuedAt: nil, signInId: claims.signInId)
        return claims
    }

    /// The claims of a token this server signed, expired, revoked or not: what signing out needs to revoke it.
    func signedClaims(ofAccessToken token: String) async -> AccessTokenClaims? {
        try? await verifySignature(token, as: AccessTokenClaims.self, type: Self.accessTokenType)
    }

    /// The claims of a refresh token this server signed, expired, revoked or not.
    func signedClaims(ofRefreshToken token: String) async -> RefreshTokenClaims? {
        try? await verifySignature(token, as: RefreshTokenClaims.self, type: Self.refreshTokenType)
    }

    /// Revokes the token `claims` belong to and every other token of its sign-in.
    func revokeWithItsSignIn(_ claims: some SignInClaims) async throws {
        if let id = claims.tokenId?.value {
            try await revocations.revoke(tokenId: id, expires: claims.expiration.value)
        }
        if let signInId = claims.signInId { try await revokeSignIn(signInId) }
    }

    /// Revokes every token of the sign-in `signInId`.
    func revokeSignIn(_ signInId: String) async throws {
        try await revocations.revoke(signInId: signInId, expires: clock.now.addingTimeInterval(signInLifetime))
    }

    /// Throws the 401 of a revoked token, or a 503 when the revocations cannot be read: never lets a token pass
    /// unchecked.
    private func requireNotRevoked(tokenId: String?, issuedAt: Date?, signInId: String?) async throws(HttpError) {
        let revoked: Bool
        do {
            revoked = try await revocations.isRevoked(tokenId: tokenId, issuedAt: issuedAt, signInId: signInId)
        } catch {
            throw AuthStoreErrors.unavailable
        }
        if revoked { throw TokenErrors.invalidated }
    }

    /// Checks the header before the signature: only HS256 is accepted, never `none` or another algorithm.
    private func verifySignature<Claims: SignInClaims>(_ token: String, as: Claims.Type, type: String)
        async throws(HttpError) -> Claims
    {
        let header: JWTHeader
        do {
            header = try DefaultJWTParser().parse([UInt8](token.utf8), as: Claims.self).header
        } catch {
            throw TokenErrors.invalid
        }
        guard header.alg == Self.algorithm else {
            throw TokenErrors.unsupportedAlgorithm(header.alg, expected: Self.algorithm)
        }
        guard (header.typ ?? Self.accessTokenType) == type else { throw TokenErrors.invalid }
        do {
            return try await keys.verify(token, as: Claims.self)
        } catch {
            throw TokenErrors.invalid
        }
    }

    private func stamp() -> TokenStamp {
        TokenStamp(
            issuer: rules.issuer, audiences: rules.audiences, issuedAt: now(), tokenId: Self.newTokenId())
    }

    private static func header(type: String) -> JWTHeader {
        var header = JWTHeader()
        header.alg = algorithm
        header.typ = type
        return header
    }

    /// Now, to the whole second a token's `iat` can hold.
    private func now() -> Date {
        Date(timeIntervalSince1970: clock.now.timeIntervalSince1970.rounded(.down))
    }

    /// A random id for a token or a sign-in.
    static func newTokenId() -> String {
        UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
    }
}
