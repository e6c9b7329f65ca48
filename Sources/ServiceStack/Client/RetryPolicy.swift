import Foundation

/// When and how the client retries a failed call. Retries are off unless a policy is set.
///
/// Only idempotent verbs (GET, PUT, DELETE, HEAD, OPTIONS) are retried, never POST or PATCH unless the
/// request DTO adopts `IRetryable`. A retry happens on connection failures and on the configured
/// statuses (429, 502, 503, 504), after an exponential backoff or the server's `Retry-After`, waited on the
/// client's `retryClock`.
public struct RetryPolicy: Sendable, Hashable {
    /// Retries after the first attempt.
    public var maxRetries: Int
    /// Delay before the first retry, in seconds.
    public var initialDelay: TimeInterval
    /// Factor applied to the delay after each retry.
    public var multiplier: Double
    /// Upper bound for any delay, including `Retry-After`.
    public var maxDelay: TimeInterval
    /// HTTP statuses that are retried.
    public var retryableStatusCodes: Set<Int>

    /// Creates a policy; the defaults are those of `standard`.
    public init(
        maxRetries: Int = 3, initialDelay: TimeInterval = 0.2, multiplier: Double = 2, maxDelay: TimeInterval = 10,
        retryableStatusCodes: Set<Int> = [429, 502, 503, 504]
    ) {
        self.maxRetries = maxRetries
        self.initialDelay = initialDelay
        self.multiplier = multiplier
        self.maxDelay = maxDelay
        self.retryableStatusCodes = retryableStatusCodes
    }

    /// Three retries with 0.2 s, 0.4 s, 0.8 s backoff.
    public static let standard = RetryPolicy()

    /// Whether a call with this verb may be retried at all.
    public static func allowsRetry(method: String, optedIn: Bool) -> Bool {
        optedIn || ["GET", "PUT", "DELETE", "HEAD", "OPTIONS"].contains(method.uppercased())
    }

    /// The wait before retry number `attempt` (1-based), honouring a `Retry-After` header value.
    public func delay(beforeRetry attempt: Int, retryAfter: String?) -> TimeInterval {
        if let retryAfter, let seconds = Self.parseRetryAfter(retryAfter) {
            return min(max(seconds, 0), maxDelay)
        }
        return min(initialDelay * pow(multiplier, Double(attempt - 1)), maxDelay)
    }

    /// Seconds from a `Retry-After` value (a number of seconds or an HTTP date); nil when it is neither, or
    /// is not a finite number (`nan`, `inf`).
    static func parseRetryAfter(_ value: String, now: Date = Date()) -> TimeInterval? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if let seconds = Double(trimmed) { return seconds.isFinite ? seconds : nil }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return formatter.date(from: trimmed).map { $0.timeIntervalSince(now) }
    }
}
