import Foundation
import ServiceStack

/// Tokens made invalid before they expire: by id (`jti`) or everything issued before a moment.
final class TokenRevocations: Sendable {
    private let state = Locked(State())

    private struct State {
        var revokedIds: [String: Date] = [:]
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

    /// Makes every token issued (by its whole-second `iat`) before `date` invalid.
    func revokeAll(issuedBefore date: Date) {
        state.withLock { $0.issuedBefore = date }
    }

    /// Whether the token `id` was revoked, or was issued at `issuedAt` before the cutoff (nil: ignore the cutoff).
    func isRevoked(id: String?, issuedAt: Date?) -> Bool {
        let state = state.current
        if let id, state.revokedIds[id] != nil { return true }
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
