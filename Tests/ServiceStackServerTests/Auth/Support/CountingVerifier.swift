import ServiceStack
import ServiceStackServer
import ServiceStackWire

/// A bcrypt verifier that counts its checks and the hashes it was given, and can hold checks until released, so
/// tests see how many passwords were checked and can keep one check running.
final class CountingVerifier: PasswordVerifier {
    private struct State {
        var hashes: [String] = []
        var holding = false
        var held: [CheckedContinuation<Void, Never>] = []
        var startWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    }

    private let state = Locked(State())

    /// How many checks started.
    var count: Int { state.current.hashes.count }
    /// The hashes checked, in order.
    var hashes: [String] { state.current.hashes }

    /// Makes checks that start from now on wait until `release()`.
    func hold() {
        state.withLock { $0.holding = true }
    }

    /// Lets every held check go on, and later ones run at once.
    func release() {
        let held = state.withLock { state in
            state.holding = false
            defer { state.held = [] }
            return state.held
        }
        for continuation in held { continuation.resume() }
    }

    /// Returns once `count` checks have started.
    func waitForStarts(_ count: Int) async {
        await withCheckedContinuation { continuation in
            let reached = state.withLock { state in
                if state.hashes.count >= count { return true }
                state.startWaiters.append((count, continuation))
                return false
            }
            if reached { continuation.resume() }
        }
    }

    func verify(_ password: String, hash: String) async -> Bool {
        let (holding, started) = state.withLock { state in
            state.hashes.append(hash)
            let reached = state.startWaiters.filter { $0.count <= state.hashes.count }
            state.startWaiters.removeAll { $0.count <= state.hashes.count }
            return (state.holding, reached.map(\.continuation))
        }
        for waiter in started { waiter.resume() }
        if holding {
            await withCheckedContinuation { continuation in
                let stillHolding = state.withLock { state in
                    guard state.holding else { return false }
                    state.held.append(continuation)
                    return true
                }
                if !stillHolding { continuation.resume() }
            }
        }
        return await PasswordHasher.verify(password, hash: hash)
    }
}
