import Testing

extension Trait where Self == TimeLimitTrait {
    /// The time limit of a test that would hang, rather than fail, were the code under test broken. Ten minutes:
    /// `swift test` runs the whole suite in parallel, and on a busy two-core machine a test that takes a second
    /// alone (starting a shared server included) sees 100 s and more of wall time. The limit only matters when the
    /// test would never end.
    @available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
    public static var hangGuard: Self { .timeLimit(.minutes(10)) }
}
