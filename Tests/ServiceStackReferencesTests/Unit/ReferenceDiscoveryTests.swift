import Foundation
import Testing

@testable import ServiceStackReferences

struct ReferenceDiscoveryTests {
    @Test func findsReferencesRecursivelyAndSkipsHiddenAndBuildFolders() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for path in [
            "dtos.swift", "Sources/App/Api.dtos.swift", "Sources/App/Other.swift", "Sources/Deep/a/b/Z.dtos.swift",
            ".build/checkouts/x/Dep.dtos.swift", ".git/Hidden.dtos.swift", ".hidden/H.dtos.swift",
            "node_modules/n/N.dtos.swift", "mydtos.swift",
        ] {
            try folder.write("/* Options: */", to: path)
        }
        let found = try ReferenceDiscovery.references(under: folder.url)
        let root = folder.url.standardizedFileURL.path + "/"
        #expect(
            found.map { $0.standardizedFileURL.path.replacingOccurrences(of: root, with: "") } == [
                "Sources/App/Api.dtos.swift", "Sources/Deep/a/b/Z.dtos.swift", "dtos.swift",
            ])
    }

    @Test func aMissingFolderIsAnError() {
        #expect(throws: ReferenceError.self) {
            try ReferenceDiscovery.references(under: URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)"))
        }
    }
}
