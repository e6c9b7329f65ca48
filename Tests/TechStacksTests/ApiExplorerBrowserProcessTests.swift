import Foundation
import ServiceStack
import ServiceStackServerTesting
import TestSupport
import Testing

/// The API Explorer in headless Chromium, driven by `scripts/api-explorer-browser-check` (Selenium) against a
/// TechStacks server on 127.0.0.1: QueryTechnology found with the keyboard, its rows sorted and paged; labelled
/// inputs; signing in as `demo`; the field error beside the Name input; a created technology; a technology named
/// `<img src=x onerror=alert(1)>` shown as text; the sign-in still there after a reload.
/// Its screenshots go to `SERVICESTACK_SCREENSHOTS` (`.build/api-explorer-screenshots` by default).
@Suite("API Explorer in a browser", .tags(.processes), .enabled(if: BrowserTools.available, BrowserTools.missing))
struct ApiExplorerBrowserProcessTests {
    @Test func findRunSignInCreateAndEscape() async throws {
        try await withTechStacksServer(.live) { client in
            let result = try await ExecutableProcess.run(
                BrowserTools.python,
                arguments: [
                    PackageRoot.script("api-explorer-browser-check").path,
                    client.baseUrl, BrowserTools.screenshots.path,
                ],
                errors: .mergedIntoOutput, within: 300)
            #expect(result.status == 0, "\(result.output)")
            #expect(result.output.contains("explorer-check: ok"), "\(result.output)")
        }
    }
}

/// What the browser check needs: Chromium, chromedriver (`CHROMIUM`, `CHROMEDRIVER`, or Debian's paths) and a
/// Python with Selenium (`SERVICESTACK_PYTHON`, as `scripts/install-toolchains` sets it).
enum BrowserTools {
    private static let environment = ProcessInfo.processInfo.environment
    static let chromium = environment["CHROMIUM"] ?? "/usr/bin/chromium"
    static let chromedriver = environment["CHROMEDRIVER"] ?? "/usr/bin/chromedriver"
    static let python = URL(fileURLWithPath: environment["SERVICESTACK_PYTHON"] ?? "python-not-set")
    static let screenshots =
        environment["SERVICESTACK_SCREENSHOTS"].map { URL(fileURLWithPath: $0) }
        ?? PackageRoot.url.appendingPathComponent(".build/api-explorer-screenshots")

    static let missing: Comment = """
        needs chromium, chromedriver and a Python with selenium: scripts/install-toolchains installs them \
        (SERVICESTACK_PYTHON names the Python)
        """

    static var available: Bool {
        let files = FileManager.default
        return files.isExecutableFile(atPath: chromium) && files.isExecutableFile(atPath: chromedriver)
            && files.isExecutableFile(atPath: python.path) && pythonHasSelenium
    }

    /// Whether Selenium is in the site-packages of the Python's environment (a virtual environment, as
    /// `scripts/install-toolchains` makes), found without running anything.
    private static var pythonHasSelenium: Bool {
        let lib = python.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib")
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: lib.path)) ?? []
        return versions.contains { version in
            FileManager.default.fileExists(
                atPath: lib.appendingPathComponent(version).appendingPathComponent("site-packages/selenium").path)
        }
    }
}
