import Foundation

/// What every new token carries: the issuer, the audiences, when it was issued and its own id.
struct TokenStamp {
    let issuer: String
    let audiences: [String]
    let issuedAt: Date
    let tokenId: String
}
