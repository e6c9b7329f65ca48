import Foundation
import ServiceStackNativeTypes
import Testing

/// Whole-file output of every real-world metadata document, in default and struct mode.
@Suite(.enabled(if: RealWorldMetadata.isAvailable, RealWorldMetadata.skipReason))
struct FixtureGoldenTests {
    static let fixtureNames = ["admin-ui", "blazor-gallery-v6", "blazor-gallery-v8", "pvq-app"]

    static func metadata(_ name: String) throws -> MetadataTypes {
        try Fixtures.metadata(try RealWorldMetadata.file(name))
    }

    @Test func everySharedFixtureHasGoldenFiles() throws {
        let names = try RealWorldMetadata.files().map {
            $0.lastPathComponent.replacingOccurrences(of: ".metadata.json", with: "")
        }
        #expect(names == Self.fixtureNames)
    }

    @Test(arguments: fixtureNames)
    func defaultOutputMatchesGoldenFile(_ name: String) throws {
        let output = try Fixtures.generate(
            try Self.metadata(name), NativeTypesOptions(baseUrl: "https://\(name).example"))
        try Golden.check(output, "fixture-\(name).swift")
    }

    @Test(arguments: fixtureNames)
    func structModeOutputMatchesGoldenFile(_ name: String) throws {
        let options = NativeTypesOptions(
            baseUrl: "https://\(name).example", useStructs: true, addIdentityConformances: true)
        try Golden.check(try Fixtures.generate(try Self.metadata(name), options), "fixture-\(name)-structs.swift")
    }
}
