import Foundation
import JWTKit

/// The claims of a refresh token: only who it is for and when it is valid, as in ServiceStack.
struct RefreshTokenClaims: JWTPayload {
    var subject: SubjectClaim
    var issuedAt: IssuedAtClaim
    var expiration: ExpirationClaim
    var tokenId: IDClaim?

    enum CodingKeys: String, CodingKey {
        case subject = "sub"
        case issuedAt = "iat"
        case expiration = "exp"
        case tokenId = "jti"
    }

    init(userId: String, issuedAt: Date, lifetime: TimeInterval, tokenId: String) {
        subject = SubjectClaim(value: userId)
        self.issuedAt = IssuedAtClaim(value: issuedAt)
        expiration = ExpirationClaim(value: issuedAt.addingTimeInterval(lifetime))
        self.tokenId = IDClaim(value: tokenId)
    }

    func verify(using algorithm: some JWTAlgorithm) async throws {
        try expiration.verifyNotExpired()
    }
}
