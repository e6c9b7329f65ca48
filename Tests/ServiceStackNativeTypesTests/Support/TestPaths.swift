import Foundation
import TestSupport
import Testing

/// Locations of fixtures, found from this file's path.
enum TestPaths {
    /// This test target's folder.
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `Tests/ServiceStackNativeTypesTests/Fixtures`: the in-repo metadata documents, hand-written ones and
    /// snapshots of this project's servers (`GeneratedGoldenTests` keeps the snapshots current).
    static let fixtures = testsFolder.appendingPathComponent("Fixtures")

    /// Golden files that are not compiled (the others are modules under `Tests/GeneratedGoldens`).
    static let golden = fixtures.appendingPathComponent("Golden")

    /// The in-repo `*.metadata.json` documents, sorted by name.
    static func inRepoDocuments() throws -> [URL] {
        try metadataFiles(in: fixtures)
    }

    /// The `*.metadata.json` files of `folder`, sorted by name.
    static func metadataFiles(in folder: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasSuffix(".metadata.json") }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
}

/// Real-world metadata documents from outside the repository, read only when `SERVICESTACK_METADATA_FIXTURES`
/// names their folder (`admin-ui`, `blazor-gallery-v6`, `blazor-gallery-v8` and `pvq-app` `.metadata.json`).
enum RealWorldMetadata {
    static let variable = "SERVICESTACK_METADATA_FIXTURES"

    /// The folder, when the variable names one.
    static let folder: URL? = EnvironmentPath.folder(variable)

    /// Whether the checks that need the documents run.
    static var isAvailable: Bool { folder != nil }

    /// Why those checks are skipped otherwise.
    static let skipReason: Comment = "real-world metadata documents: set SERVICESTACK_METADATA_FIXTURES to their folder"

    /// The documents, sorted by name.
    static func files() throws -> [URL] {
        try TestPaths.metadataFiles(in: try folderOrThrow())
    }

    /// One document by name (e.g. `pvq-app`).
    static func file(_ name: String) throws -> URL {
        try folderOrThrow().appendingPathComponent("\(name).metadata.json")
    }

    private static func folderOrThrow() throws -> URL {
        guard let folder else { throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: variable]) }
        return folder
    }
}
