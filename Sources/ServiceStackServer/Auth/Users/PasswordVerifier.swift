/// Checks a password against a stored hash; `AuthFeature` calls it for every password it has to check.
/// Tests inject their own to count or hold checks.
public protocol PasswordVerifier: Sendable {
    /// Whether `password` matches `hash`.
    func verify(_ password: String, hash: String) async -> Bool
}

/// Checks bcrypt hashes with `PasswordHasher`, off the cooperative thread pool.
public struct BcryptPasswordVerifier: PasswordVerifier {
    /// Creates the verifier.
    public init() {}

    public func verify(_ password: String, hash: String) async -> Bool {
        await PasswordHasher.verify(password, hash: hash)
    }
}
