import Foundation
import JWTKit

/// A token's payload: its registered claims, checked the same way for access and refresh tokens, so signing out
/// can revoke every token of a sign-in.
protocol SignInClaims: JWTPayload {
    var registered: RegisteredTokenClaims { get }
}

extension SignInClaims {
    var issuer: IssuerClaim? { registered.issuer }
    var audience: AudienceClaim? { registered.audience }
    var subject: SubjectClaim { registered.subject }
    var issuedAt: IssuedAtClaim { registered.issuedAt }
    var notBefore: NotBeforeClaim? { registered.notBefore }
    var expiration: ExpirationClaim { registered.expiration }
    var tokenId: IDClaim? { registered.tokenId }
    var signInId: String? { registered.signInId }

    /// Nothing here: `JWTTokens` checks the claims against its `TokenClaimRules`.
    func verify(using algorithm: some JWTAlgorithm) async throws {}
}
