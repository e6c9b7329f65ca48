import Foundation
import JWTKit

/// The claims of a refresh token: the registered claims and nothing else.
struct RefreshTokenClaims: SignInClaims {
    var registered: RegisteredTokenClaims

    init(userId: String, stamp: TokenStamp, lifetime: TimeInterval, signInId: String) {
        registered = RegisteredTokenClaims(subject: userId, stamp: stamp, lifetime: lifetime, signInId: signInId)
    }

    init(from decoder: any Decoder) throws {
        registered = try RegisteredTokenClaims(from: decoder)
    }

    func encode(to encoder: any Encoder) throws {
        try registered.encode(to: encoder)
    }
}
