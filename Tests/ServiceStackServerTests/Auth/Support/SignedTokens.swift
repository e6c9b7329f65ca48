import Foundation
import JWTKit

/// Claims a test chooses freely, times in whole seconds since 1970.
struct ChosenClaims: JWTPayload {
    var issuer: String? = "ssjwt"
    var audience: [String]?
    var subject = "2"
    var issuedAt: Int? = SignedTokens.now
    var notBefore: Int?
    var expiration: Int? = SignedTokens.now + 3600
    var userName: String? = "manager"
    var roles: [String]? = ["Manager"]
    var signInId: String?

    enum CodingKeys: String, CodingKey {
        case issuer = "iss"
        case audience = "aud"
        case subject = "sub"
        case issuedAt = "iat"
        case notBefore = "nbf"
        case expiration = "exp"
        case userName = "preferred_username"
        case roles
        case signInId = "sid"
    }

    func verify(using algorithm: some JWTAlgorithm) async throws {}
}

/// Tokens correctly signed with the test server's secret, carrying whatever claims a test chooses.
enum SignedTokens {
    static var now: Int { Int(Date().timeIntervalSince1970) }

    /// `claims` signed HS256 with `AuthTestServer.secret`; `type` is `JWT` (access) or `JWTR` (refresh).
    static func sign(_ claims: ChosenClaims, type: String = "JWT") async throws -> String {
        let keys = JWTKeyCollection()
        await keys.add(hmac: HMACKey(from: Array(AuthTestServer.secret.utf8)), digestAlgorithm: .sha256)
        var header = JWTHeader()
        header.alg = "HS256"
        header.typ = type
        return try await keys.sign(claims, header: header)
    }
}
