import Foundation
import JWTKit

/// The claims of an access token, named as ServiceStack's JWT provider names them.
struct AccessTokenClaims: JWTPayload {
    var issuer: IssuerClaim?
    var subject: SubjectClaim
    var issuedAt: IssuedAtClaim
    var expiration: ExpirationClaim
    var tokenId: IDClaim?
    var name: String?
    var preferredUserName: String?
    var email: String?
    var roles: [String]?
    var permissions: [String]?

    enum CodingKeys: String, CodingKey {
        case issuer = "iss"
        case subject = "sub"
        case issuedAt = "iat"
        case expiration = "exp"
        case tokenId = "jti"
        case name
        case preferredUserName = "preferred_username"
        case email
        case roles
        case permissions = "perms"
    }

    init(session: AuthSession, issuer: String, issuedAt: Date, lifetime: TimeInterval, tokenId: String) {
        self.issuer = IssuerClaim(value: issuer)
        subject = SubjectClaim(value: session.userId)
        self.issuedAt = IssuedAtClaim(value: issuedAt)
        expiration = ExpirationClaim(value: issuedAt.addingTimeInterval(lifetime))
        self.tokenId = IDClaim(value: tokenId)
        name = session.displayName
        preferredUserName = session.userName
        email = session.email
        roles = session.roles.isEmpty ? nil : session.roles
        permissions = session.permissions.isEmpty ? nil : session.permissions
    }

    func verify(using algorithm: some JWTAlgorithm) async throws {
        try expiration.verifyNotExpired()
    }

    /// The session the token stands for.
    var session: AuthSession {
        AuthSession(
            userId: subject.value, userName: preferredUserName ?? subject.value, displayName: name, email: email,
            roles: roles ?? [], permissions: permissions ?? [])
    }
}
