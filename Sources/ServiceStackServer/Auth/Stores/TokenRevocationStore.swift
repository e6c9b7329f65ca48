import Foundation

/// Where the auth feature keeps revoked tokens: by id (`jti`), by sign-in (`sid`), and a cutoff before which
/// every token counts as revoked. Entries may be dropped once they expire: the tokens they name have too.
public protocol TokenRevocationStore: Sendable {
    /// Revokes the token `tokenId`, which expires at `expires`.
    func revoke(tokenId: String, expires: Date) async throws
    /// Revokes every token of the sign-in `signInId`, until `expires` (when its last token would expire).
    func revoke(signInId: String, expires: Date) async throws
    /// Revokes every token issued before `cutoff`, a whole second.
    func revokeAll(issuedBefore cutoff: Date) async throws
    /// Whether the sign-in `signInId` was revoked.
    func isRevoked(signInId: String) async throws -> Bool
    /// Whether the token `tokenId` or its sign-in `signInId` was revoked, or it was issued at `issuedAt` before the
    /// cutoff (nil: ignore what is not given).
    func isRevoked(tokenId: String?, issuedAt: Date?, signInId: String?) async throws -> Bool
}
