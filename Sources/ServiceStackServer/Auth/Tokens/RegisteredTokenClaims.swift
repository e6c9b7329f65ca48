import Foundation
import JWTKit

/// The registered JWT claims both token kinds carry: who issued the token, for whom, when it is valid, its id, and
/// the sign-in (`sid`) it belongs to.
struct RegisteredTokenClaims: Codable, Sendable {
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

    init(subject: String, stamp: TokenStamp, lifetime: TimeInterval, signInId: String?) {
        issuer = IssuerClaim(value: stamp.issuer)
        audience = stamp.audiences.isEmpty ? nil : AudienceClaim(value: stamp.audiences)
        self.subject = SubjectClaim(value: subject)
        issuedAt = IssuedAtClaim(value: stamp.issuedAt)
        expiration = ExpirationClaim(value: stamp.issuedAt.addingTimeInterval(lifetime))
        tokenId = IDClaim(value: stamp.tokenId)
        self.signInId = signInId
    }
}
