import Foundation
import JWTKit

/// The claims of an access token: the registered claims plus the profile, named as ServiceStack's JWT provider
/// names them, all at the top level of the payload.
struct AccessTokenClaims: SignInClaims {
    var registered: RegisteredTokenClaims
    var name: String?
    var preferredUserName: String?
    var email: String?
    var roles: [String]?
    var permissions: [String]?

    enum ProfileKeys: String, CodingKey {
        case name
        case preferredUserName = "preferred_username"
        case email
        case roles
        case permissions = "perms"
    }

    init(session: AuthSession, stamp: TokenStamp, lifetime: TimeInterval, signInId: String?) {
        registered = RegisteredTokenClaims(
            subject: session.userId, stamp: stamp, lifetime: lifetime, signInId: signInId)
        name = session.displayName
        preferredUserName = session.userName
        email = session.email
        roles = session.roles.isEmpty ? nil : session.roles
        permissions = session.permissions.isEmpty ? nil : session.permissions
    }

    init(from decoder: any Decoder) throws {
        registered = try RegisteredTokenClaims(from: decoder)
        let profile = try decoder.container(keyedBy: ProfileKeys.self)
        name = try profile.decodeIfPresent(String.self, forKey: .name)
        preferredUserName = try profile.decodeIfPresent(String.self, forKey: .preferredUserName)
        email = try profile.decodeIfPresent(String.self, forKey: .email)
        roles = try profile.decodeIfPresent([String].self, forKey: .roles)
        permissions = try profile.decodeIfPresent([String].self, forKey: .permissions)
    }

    func encode(to encoder: any Encoder) throws {
        try registered.encode(to: encoder)
        var profile = encoder.container(keyedBy: ProfileKeys.self)
        try profile.encodeIfPresent(name, forKey: .name)
        try profile.encodeIfPresent(preferredUserName, forKey: .preferredUserName)
        try profile.encodeIfPresent(email, forKey: .email)
        try profile.encodeIfPresent(roles, forKey: .roles)
        try profile.encodeIfPresent(permissions, forKey: .permissions)
    }

    /// The session the token stands for.
    var session: AuthSession {
        AuthSession(
            userId: subject.value, userName: preferredUserName ?? subject.value, displayName: name, email: email,
            roles: roles ?? [], permissions: permissions ?? [])
    }
}
