import Foundation
import TestSupport
import Testing

/// `x metadata URL [Name]` saves the document that `x swift --metadata` and the build-tool plugin generate from.
@Suite(.serialized, .tags(.processes))
struct MetadataEndToEndProcessTests {
    @Test func savesTheDocumentOnceAndGeneratesFromIt() async throws {
        try await withTestServer { server in
            let folder = try TemporaryFolder()
            defer { folder.remove() }

            let saved = try await XExecutable.run(["metadata", server, "Api"], in: folder.url)
            #expect(saved.status == 0, "\(saved)")
            #expect(
                saved.standardOutput.contains("Saved    Api.metadata.json from \(server)/types/metadata"), "\(saved)")
            #expect(try folder.read("Api.metadata.json").contains("\"operations\""))

            let again = try await XExecutable.run(["metadata", server, "Api"], in: folder.url)
            #expect(again.status == 0, "\(again)")
            #expect(again.standardOutput.contains("Current  Api.metadata.json (no changes)"), "\(again)")

            let generated = try await XExecutable.run(
                ["swift", "--metadata", "Api.metadata.json", "Api"], in: folder.url)
            #expect(generated.status == 0, "\(generated)")
            #expect(try folder.read("Api.dtos.swift").contains("public class Hello : IReturn"))
        }
    }

    @Test func aPageThatIsNotADocumentIsNotSaved() async throws {
        try await MisbehavingServer.run { base in
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            try folder.write("{}", to: "Api.metadata.json")
            let failed = try await XExecutable.run(
                ["metadata", base + MisbehavingServer.missing, "Api"], in: folder.url)
            #expect(failed.status == 1, "\(failed)")
            #expect(failed.standardError.contains("Failed   Api.metadata.json"), "\(failed)")
            #expect(try folder.read("Api.metadata.json") == "{}")
        }
    }
}
