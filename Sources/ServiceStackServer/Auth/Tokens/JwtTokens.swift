import Foundation
import JWTKit

/// Signs and verifies HS256 access and refresh tokens with jwt-kit, and knows which were revoked.
final class JwtTokens: Sendable {
    static let algorithm = "HS256"
    static let accessTokenType = "JWT"
    static let refreshTokenType = "JWTR"

    let issuer: String
    let accessTokenLifetime: TimeInterval
    let refreshTokenLifetime: TimeInterval
    let revocations = TokenRevocations()
    private let keys: JWTKeyCollection

    init(secret: [UInt8], issuer: String, accessTokenLifetime: TimeInterval, refreshTokenLifetime: TimeInterval)
        async
    {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .integerSecondsSince1970
        let keys = JWTKeyCollection()
        await keys.add(
            hmac: HMACKey(from: secret), digestAlgorithm: .sha256,
            serializer: DefaultJWTSerializer(jsonEncoder: encoder))
        self.keys = keys
        self.issuer = issuer
        self.accessTokenLifetime = accessTokenLifetime
        self.refreshTokenLifetime = refreshTokenLifetime
    }

    /// A signed access token for `session`, valid for `lifetime` (the configured lifetime when nil).
    func accessToken(for session: AuthSession, lifetime: TimeInterval? = nil) async throws -> String {
        let claims = AccessTokenClaims(
            session: session, issuer: issuer, issuedAt: Self.now(), lifetime: lifetime ?? accessTokenLifetime,
            tokenId: Self.newTokenId())
        return try await keys.sign(claims, header: Self.header(type: Self.accessTokenType))
    }

    /// A signed refresh token for the user `userId` and when it expires.
    func refreshToken(forUserId userId: String) async throws -> (token: String, expires: Date) {
        let claims = RefreshTokenClaims(
            userId: userId, issuedAt: Self.now(), lifetime: refreshTokenLifetime, tokenId: Self.newTokenId())
        let token = try await keys.sign(claims, header: Self.header(type: Self.refreshTokenType))
        return (token, claims.expiration.value)
    }

    /// The claims of a valid access token; otherwise a 401 `TokenException` saying why.
    func verifyAccessToken(_ token: String) async throws(HttpError) -> AccessTokenClaims {
        let claims = try await verify(token, as: AccessTokenClaims.self, type: Self.accessTokenType)
        if revocations.isRevoked(id: claims.tokenId?.value, issuedAt: claims.issuedAt.value) {
            throw TokenErrors.invalidated
        }
        return claims
    }

    /// The claims of a valid refresh token; otherwise a 401 `TokenException` saying why.
    func verifyRefreshToken(_ token: String) async throws(HttpError) -> RefreshTokenClaims {
        let claims = try await verify(token, as: RefreshTokenClaims.self, type: Self.refreshTokenType)
        if let id = claims.tokenId?.value, revocations.isRevoked(id: id, issuedAt: nil) {
            throw TokenErrors.invalidated
        }
        return claims
    }

    /// Checks the header before the signature: only HS256 is accepted, never `none` or another algorithm.
    private func verify<Claims: JWTPayload>(_ token: String, as: Claims.Type, type: String) async throws(HttpError)
        -> Claims
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
        } catch let error as JWTError where error.errorType == .claimVerificationFailure {
            throw TokenErrors.expired
        } catch {
            throw TokenErrors.invalid
        }
    }

    private static func header(type: String) -> JWTHeader {
        var header = JWTHeader()
        header.alg = algorithm
        header.typ = type
        return header
    }

    /// Now, to the whole second a token's `iat` can hold.
    private static func now() -> Date {
        Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down))
    }

    private static func newTokenId() -> String {
        UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
    }
}
