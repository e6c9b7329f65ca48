import Foundation
import Testing

/// The slow tiers. A suite in one carries its tag and ends its type name in the tier's word, because `swift test`
/// of Swift 6.3 selects tests by name only (`--filter` and `--skip` match `Module.Suite/test()`); the tags serve
/// Xcode and later toolchains (`--filter tag:processes`).
extension Tag {
    /// Starts child processes (this package's executables, scripts): suite names end in `ProcessTests`.
    @Tag public static var processes: Self
    /// Compiles a scratch package with `swift build` (minutes on a loaded machine): suite names end in
    /// `CompileTests`.
    @Tag public static var compiles: Self
    /// Stops and starts a PostgreSQL server of its own: suite names end in `RestartTests`.
    @Tag public static var postgresRestarts: Self
}

extension Tag {
    /// Keeps every thread of Swift's cooperative pool busy, which stalls every other test in the process: these
    /// run only when `SERVICESTACK_SATURATION_TESTS` is set, in a `swift test` of their own (`.ci/run` does).
    @Tag public static var saturatesThePool: Self
}

/// Whether the tests that saturate the cooperative pool run (`SERVICESTACK_SATURATION_TESTS` set).
public let saturationTestsEnabled = ProcessInfo.processInfo.environment["SERVICESTACK_SATURATION_TESTS"] != nil
