import Foundation
import JWTKit

/// The checks a token with a valid signature must still pass: ServiceStack's (`exp`, `nbf`, `aud`), plus the
/// issuer and an `iat` no later than now, both within the allowed clock skew.
struct TokenClaimRules: Sendable {
    let issuer: String
    /// The audiences accepted; when not empty, a token must name one of them.
    let audiences: [String]
    /// How far in the future `nbf` and `iat` may lie, for servers whose clocks differ.
    let allowedClockSkew: TimeInterval

    func check(_ claims: some SignInClaims, now: Date) throws(HttpError) {
        if now >= claims.expiration.value { throw TokenErrors.expired }
        let latestStart = now.addingTimeInterval(allowedClockSkew)
        if let notBefore = claims.notBefore?.value, notBefore > latestStart { throw TokenErrors.notValidYet }
        if claims.issuedAt.value > latestStart { throw TokenErrors.notValidYet }
        guard claims.issuer?.value == issuer else { throw TokenErrors.invalidIssuer(claims.issuer?.value) }
        if !audiences.isEmpty {
            let named = claims.audience?.value ?? []
            guard named.contains(where: audiences.contains) else { throw TokenErrors.invalidAudience(named) }
        }
    }
}
