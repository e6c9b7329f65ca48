import Foundation
import JWTKit

/// The claims of a refresh token: who issued it, for whom, when it is valid, and its sign-in.
struct RefreshTokenClaims: SignInClaims {
    var issuer: IssuerClaim?
    var audience: AudienceClaim?
    var subject: SubjectClaim
    var issuedAt: IssuedAtClaim
    var notBefore: NotBeforeClaim?
    var expiration: ExpirationClaim
    var tokenId: IDClaim?
    var signInId: String?

    enum CodingKeys: String, CodingKey {
        case issuer = "iss"
        case audience = "aud"
        case subject = "sub"
        case issuedAt = "iat"
        case notBefore = "nbf"
        case expiration = "exp"
        case tokenId = "jti"
        case signInId = "sid"
    }

    init(userId: String, stamp: TokenStamp, lifetime: TimeInterval, signInId: String) {
        issuer = IssuerClaim(value: stamp.issuer)
        audience = stamp.audiences.isEmpty ? nil : AudienceClaim(value: stamp.audiences)
        subject = SubjectClaim(value: userId)
        issuedAt = IssuedAtClaim(value: stamp.issuedAt)
        expiration = ExpirationClaim(value: stamp.issuedAt.addingTimeInterval(lifetime))
        tokenId = IDClaim(value: stamp.tokenId)
        self.signInId = signInId
    }

    /// Nothing here: `JwtTokens` checks the claims against its `TokenClaimRules`.
    func verify(using algorithm: some JWTAlgorithm) async throws {}
}
