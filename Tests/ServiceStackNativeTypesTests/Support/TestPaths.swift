import Foundation

/// Locations of fixtures, found from this file's path.
enum TestPaths {
    /// The package root: the nearest ancestor folder that holds a `Package.swift`.
    static let packageRoot: URL = {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while url.path != "/" {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                return url
            }
            url.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    }()

    /// This test target's folder.
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `Tests/ServiceStackNativeTypesTests/Fixtures`.
    static let fixtures = testsFolder.appendingPathComponent("Fixtures")

    /// Golden files.
    static let golden = fixtures.appendingPathComponent("Golden")

    /// The shared real metadata documents (`../shared/fixtures/metadata`).
    static let sharedMetadata = packageRoot.appendingPathComponent("../shared/fixtures/metadata")
        .standardizedFileURL

    /// The `ServiceStack` library sources, for compiling generated code.
    static let serviceStackSources = packageRoot.appendingPathComponent("Sources/ServiceStack")

    /// The shared `*.metadata.json` files, sorted by name.
    static func sharedFixtureFiles() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: sharedMetadata, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasSuffix(".metadata.json") }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
}
