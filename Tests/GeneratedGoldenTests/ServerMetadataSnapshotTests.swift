import Foundation
import TestSupport
import Testing

/// The `/types/metadata` documents of the project's own servers are checked in beside the hand-written ones
/// (`Tests/ServiceStackNativeTypesTests/Fixtures`), where the generator's tests read them. Each snapshot must be
/// what its server describes now; `UPDATE_GOLDEN=1` rewrites them. Snapshots are pretty-printed with sorted keys,
/// so that a change to a server shows as a readable diff.
@Suite struct ServerMetadataSnapshotTests {
    static let folder = GoldenFile.packageRoot.appendingPathComponent("Tests/ServiceStackNativeTypesTests/Fixtures")

    @Test func testServerSnapshotIsCurrent() async throws {
        let document = try await InProcessServers.get("/types/metadata", from: try await InProcessServers.testHost())
        try Self.expectSnapshot(document, "test-server")
    }

    @Test func techStacksSnapshotIsCurrent() async throws {
        let document = try await InProcessServers.withTechStacksHost { host in
            try await InProcessServers.get("/types/metadata", from: host)
        }
        try Self.expectSnapshot(document, "techstacks")
    }

    static func expectSnapshot(
        _ document: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let golden = GoldenFile(url: folder.appendingPathComponent("\(name).metadata.json"))
        if let difference = try golden.difference(from: try prettyPrinted(document)) {
            Issue.record(Comment(rawValue: difference), sourceLocation: sourceLocation)
        }
    }

    static func prettyPrinted(_ json: String) throws -> String {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
        let data = try JSONSerialization.data(
            withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
