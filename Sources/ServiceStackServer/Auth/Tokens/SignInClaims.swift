import Foundation
import JWTKit

/// The claims access and refresh tokens share: who issued them, for whom, when they are valid, and the sign-in
/// (`sid`) they belong to, so signing out can revoke every token of that sign-in.
protocol SignInClaims: JWTPayload {
    var issuer: IssuerClaim? { get }
    var audience: AudienceClaim? { get }
    var issuedAt: IssuedAtClaim { get }
    var notBefore: NotBeforeClaim? { get }
    var expiration: ExpirationClaim { get }
    var tokenId: IDClaim? { get }
    var signInId: String? { get }
}
