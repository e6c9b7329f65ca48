import ServiceStack
import ServiceStackWire

/// Checks user names and passwords within `PasswordCheckLimits`: recent failures are refused without a check,
/// checks beyond the concurrency limit wait in a bounded queue (429 past it), and an unknown user is checked
/// against a dummy hash.
final class PasswordChecks: Sendable {
    private struct State {
        var running = 0
        /// Checks waiting for a running one to end, first come first served.
        var waiting: [CheckedContinuation<Void, Never>] = []
        /// When each remembered failure is forgotten, by credentials key.
        var failures: [Int: Duration] = [:]
        /// The remembered failures' keys, oldest first.
        var failureOrder: [Int] = []
    }

    let limits: PasswordCheckLimits
    /// A hash of a random password at the store's cost, checked when the user does not exist.
    private let dummyHash: String
    private let state = Locked(State())

    init(limits: PasswordCheckLimits, hashCost: UInt8) async {
        self.limits = limits
        dummyHash = await PasswordHasher.hash(SessionIds.newId(), cost: hashCost)
    }

    /// The user whose password `password` is, or nil (also for a failure remembered from a recent try).
    /// Waits while `maxConcurrentChecks` checks run; throws 429 with `Retry-After` when `maxWaitingChecks` wait.
    func check(userName: String, password: String, users: any UserStore) async throws -> UserAuth? {
        let key = Self.key(userName: userName, password: password)
        if failedRecently(key) { return nil }
        let user = try await users.user(withUserNameOrEmail: userName)
        guard await startCheck() else { throw busy }
        let matches = await limits.verifier.verify(password, hash: user?.passwordHash ?? dummyHash)
        endCheck()
        guard matches, let user else {
            remember(key)
            return nil
        }
        return user
    }

    /// 429 `TooManyRequests`, with `Retry-After`.
    var busy: HttpError {
        HttpError(
            status: 429, message: "Too many sign-ins at once, try again later", errorCode: "TooManyRequests",
            headers: [("Retry-After", String(max(1, limits.retryAfterSeconds)))])
    }

    /// A per-process keyed hash of the credentials (Swift's randomly seeded `Hasher`): no password is kept.
    private static func key(userName: String, password: String) -> Int {
        var hasher = Hasher()
        hasher.combine(userName)
        hasher.combine(password)
        return hasher.finalize()
    }

    private func failedRecently(_ key: Int) -> Bool {
        let now = limits.now()
        return state.withLock { state in
            guard let expiry = state.failures[key] else { return false }
            return expiry > now
        }
    }

    private enum Admission {
        case now
        case wait
        case refused
    }

    /// Takes a place among the running checks, waiting for one when `maxWaitingChecks` others do not wait
    /// already; false when the queue is full.
    private func startCheck() async -> Bool {
        let admission: Admission = state.withLock { state in
            if state.running < max(1, limits.maxConcurrentChecks) {
                state.running += 1
                return .now
            }
            return state.waiting.count < max(0, limits.maxWaitingChecks) ? .wait : .refused
        }
        switch admission {
        case .now: return true
        case .refused: return false
        case .wait:
            await withCheckedContinuation { continuation in
                let admittedMeanwhile = state.withLock { state in
                    if state.running < max(1, limits.maxConcurrentChecks) {
                        state.running += 1
                        return true
                    }
                    state.waiting.append(continuation)
                    return false
                }
                if admittedMeanwhile { continuation.resume() }
            }
            return true
        }
    }

    /// Hands the place to the first waiting check, or frees it.
    private func endCheck() {
        let next: CheckedContinuation<Void, Never>? = state.withLock { state in
            guard !state.waiting.isEmpty else {
                state.running -= 1
                return nil
            }
            return state.waiting.removeFirst()
        }
        next?.resume()
    }

    /// Remembers a failure, forgetting the oldest ones that expired or exceed `failureCacheSize`.
    private func remember(_ key: Int) {
        let now = limits.now()
        let capacity = max(0, limits.failureCacheSize)
        state.withLock { state in
            if state.failures[key] == nil { state.failureOrder.append(key) }
            state.failures[key] = now + limits.failureLifetime
            while let oldest = state.failureOrder.first,
                state.failureOrder.count > capacity || state.failures[oldest].map({ $0 <= now }) ?? true
            {
                state.failureOrder.removeFirst()
                state.failures[oldest] = nil
            }
        }
    }
}
