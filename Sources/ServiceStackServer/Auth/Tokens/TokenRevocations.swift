import Foundation
import ServiceStack

/// Tokens made invalid before they expire: by id (`jti`), by sign-in (`sid`), or everything issued before a moment.
final class TokenRevocations: Sendable {
    private let state = Locked(State())

    private struct State {
        var revokedIds: [String: Date] = [:]
        var revokedSignIns: [String: Date] = [:]
        var issuedBefore: Date?
    }

    /// Makes the token `id` invalid; the entry is dropped once the token would have expired anyway.
    func revoke(id: String, expiresAt: Date) {
        let now = Date()
        state.withLock { state in
            state.revokedIds = state.revokedIds.filter { $0.value > now }
            state.revokedIds[id] = expiresAt
        }
    }

    /// Makes every token of the sign-in `signInId` invalid; the entry is dropped after `until`.
    func revoke(signInId: String, until: Date) {
        let now = Date()
        state.withLock { state in
            state.revokedSignIns = state.revokedSignIns.filter { $0.value > now }
            state.revokedSignIns[signInId] = until
        }
    }

    /// Makes every token issued (by its whole-second `iat`) before `date` invalid.
    func revokeAll(issuedBefore date: Date) {
        state.withLock { $0.issuedBefore = date }
    }

    /// Whether every token of the sign-in `signInId` was revoked.
    func isRevoked(signInId: String) -> Bool {
        state.current.revokedSignIns[signInId] != nil
    }

    /// Whether the token `id` or its sign-in was revoked, or it was issued at `issuedAt` before the cutoff
    /// (nil: ignore the cutoff).
    func isRevoked(id: String?, issuedAt: Date?, signInId: String?) -> Bool {
        let state = state.current
        if let id, state.revokedIds[id] != nil { return true }
        if let signInId, state.revokedSignIns[signInId] != nil { return true }
        if let issuedAt, let cutoff = state.issuedBefore, issuedAt < cutoff.rounded(toWholeSeconds: .down) {
            return true
        }
        return false
    }
}

extension Date {
    fileprivate func rounded(toWholeSeconds rule: FloatingPointRoundingRule) -> Date {
        Date(timeIntervalSince1970: timeIntervalSince1970.rounded(rule))
    }
}
