import Foundation
import ServiceStack
import ServiceStackWire

/// The default `TokenRevocationStore`: revocations in this process's memory, dropped once expired.
public final class InMemoryTokenRevocationStore: TokenRevocationStore {
    private let state = Locked(State())
    private let clock: ServerClock

    private struct State {
        var revokedIds: [String: Date] = [:]
        var revokedSignIns: [String: Date] = [:]
        var issuedBefore: Date?
    }

    /// Creates an empty store whose revocations are dropped once expired by `clock`.
    public init(clock: ServerClock = .system) {
        self.clock = clock
    }

    public func revoke(tokenId: String, expires: Date) async {
        let now = clock.now
        state.withLock { state in
            state.revokedIds = state.revokedIds.filter { $0.value > now }
            state.revokedIds[tokenId] = expires
        }
    }

    public func revoke(signInId: String, expires: Date) async {
        let now = clock.now
        state.withLock { state in
            state.revokedSignIns = state.revokedSignIns.filter { $0.value > now }
            state.revokedSignIns[signInId] = expires
        }
    }

    public func revokeAll(issuedBefore cutoff: Date) async {
        state.withLock { $0.issuedBefore = cutoff }
    }

    public func isRevoked(signInId: String) async -> Bool {
        state.current.revokedSignIns[signInId] != nil
    }

    public func isRevoked(tokenId: String?, issuedAt: Date?, signInId: String?) async -> Bool {
        let state = state.current
        if let tokenId, state.revokedIds[tokenId] != nil { return true }
        if let signInId, state.revokedSignIns[signInId] != nil { return true }
        if let issuedAt, let cutoff = state.issuedBefore, issuedAt < cutoff { return true }
        return false
    }
}
