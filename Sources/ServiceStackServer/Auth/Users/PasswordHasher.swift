import HummingbirdBcrypt
import NIOPosix

/// Hashes and checks passwords with bcrypt, off the cooperative thread pool (bcrypt is slow on purpose).
public enum PasswordHasher {
    /// The lowest and highest bcrypt costs; costs outside are clamped.
    public static let costRange: ClosedRange<UInt8> = 4...31

    /// The bcrypt hash of `password` at `cost` (log2 of the rounds).
    public static func hash(_ password: String, cost: UInt8) async -> String {
        let clamped = min(max(cost, costRange.lowerBound), costRange.upperBound)
        return await runOffPool { Bcrypt.hash(password, cost: clamped) }
    }

    /// Whether `password` matches the bcrypt `hash`.
    public static func verify(_ password: String, hash: String) async -> Bool {
        await runOffPool { Bcrypt.verify(password, hash: hash) }
    }

    /// The bcrypt hash of `password`, computed on the calling thread.
    static func hashBlocking(_ password: String, cost: UInt8) -> String {
        Bcrypt.hash(password, cost: min(max(cost, costRange.lowerBound), costRange.upperBound))
    }

    /// Runs `work` on NIO's shared thread pool: not on Swift's cooperative pool, and not on libdispatch's global
    /// queue either, which on Linux shares its threads and its queue with the cooperative pool.
    private static func runOffPool<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        do {
            return try await NIOThreadPool.singleton.runIfActive(work)
        } catch {
            return work()
        }
    }
}
