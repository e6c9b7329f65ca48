import Foundation

/// How much work checking passwords may cost: bcrypt is slow on purpose, so an anonymous caller sending wrong
/// passwords must not be able to spend the server's CPU at will.
///
/// Passwords are checked only where they are needed (a credentials sign-in, a Basic auth header on an operation
/// that requires auth, `ServiceContext.getSessionAsync()`), at most `maxConcurrentChecks` at once with at most
/// `maxWaitingChecks` waiting their turn (429 `TooManyRequests` with `Retry-After` beyond that), and a wrong user name and password tried again within
/// `failureLifetime` is refused without checking it again. An unknown user costs one check against a dummy hash,
/// as a known user's wrong password does, so timing tells nobody which user names exist.
public struct PasswordCheckLimits: Sendable {
    /// The most password checks running at once (half the cores, at least 1).
    public var maxConcurrentChecks: Int
    /// The most checks waiting for a running one to end (64); further ones are refused with 429.
    public var maxWaitingChecks: Int
    /// The `Retry-After` of a refused check, in whole seconds (1).
    public var retryAfterSeconds: Int
    /// The most recent failures remembered (1,024); the oldest is forgotten first.
    public var failureCacheSize: Int
    /// How long a failure is remembered (60 s).
    public var failureLifetime: Duration
    /// Checks passwords against stored hashes (bcrypt).
    public var verifier: any PasswordVerifier
    /// The time, for the failures' lifetime: a duration from any fixed origin (the continuous clock's by default).
    public var now: @Sendable () -> Duration

    /// Creates the limits; the defaults suit a server with a few cores.
    public init(
        maxConcurrentChecks: Int = max(1, ProcessInfo.processInfo.activeProcessorCount / 2),
        maxWaitingChecks: Int = 64, retryAfterSeconds: Int = 1, failureCacheSize: Int = 1024,
        failureLifetime: Duration = .seconds(60),
        verifier: any PasswordVerifier = BcryptPasswordVerifier(),
        now: @escaping @Sendable () -> Duration = PasswordCheckLimits.continuousNow
    ) {
        self.maxConcurrentChecks = maxConcurrentChecks
        self.maxWaitingChecks = maxWaitingChecks
        self.retryAfterSeconds = retryAfterSeconds
        self.failureCacheSize = failureCacheSize
        self.failureLifetime = failureLifetime
        self.verifier = verifier
        self.now = now
    }

    /// The continuous clock's time since the process first asked.
    public static let continuousNow: @Sendable () -> Duration = {
        let origin = ContinuousClock.now
        return { origin.duration(to: .now) }
    }()
}
