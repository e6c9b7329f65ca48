import Foundation
import JWTKit

/// The claims of an access token, named as ServiceStack's JWT provider names them.
struct AccessTokenClaims: SignInClaims {
    var issuer: IssuerClaim?
    var audience: AudienceClaim?
    var subject: SubjectClaim
    var issuedAt: IssuedAtClaim
    var notBefore: NotBeforeClaim?
    var expiration: ExpirationClaim
    var tokenId: IDClaim?
    var signInId: String?
    var name: String?
    var preferredUserName: String?
    var email: String?
    var roles: [String]?
    var permissions: [String]?

    enum CodingKeys: String, CodingKey {
        case issuer = "iss"
        case audience = "aud"
        case subject = "sub"
        case issuedAt = "iat"
        case notBefore = "nbf"
        case expiration = "exp"
        case tokenId = "jti"
        case signInId = "sid"
        case name
        case preferredUserName = "preferred_username"
        case email
        case roles
        case permissions = "perms"
    }

    init(session: AuthSession, stamp: TokenStamp, lifetime: TimeInterval, signInId: String?) {
        issuer = IssuerClaim(value: stamp.issuer)
        audience = stamp.audiences.isEmpty ? nil : AudienceClaim(value: stamp.audiences)
        subject = SubjectClaim(value: session.userId)
        issuedAt = IssuedAtClaim(value: stamp.issuedAt)
        expiration = ExpirationClaim(value: stamp.issuedAt.addingTimeInterval(lifetime))
        tokenId = IDClaim(value: stamp.tokenId)
        self.signInId = signInId
        name = session.displayName
        preferredUserName = session.userName
        email = session.email
        roles = session.roles.isEmpty ? nil : session.roles
        permissions = session.permissions.isEmpty ? nil : session.permissions
    }

    /// Nothing here: `JwtTokens` checks the claims against its `TokenClaimRules`.
    func verify(using algorithm: some JWTAlgorithm) async throws {}

    /// The session the token stands for.
    var session: AuthSession {
        AuthSession(
            userId: subject.value, userName: preferredUserName ?? subject.value, displayName: name, email: email,
            roles: roles ?? [], permissions: permissions ?? [])
    }
}
