import Foundation
import GeneratedCodeCompiler
import ServiceStack
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What `--local` and `--metadata` write must compile against the `ServiceStack` module.
/// Set `SKIP_COMPILE_TESTS=1` to skip (it builds a scratch package).
@Suite(.serialized, .enabled(if: !ScratchPackage.isSkipped))
struct GeneratedOutputCompilesTests {
    @Test func localAndMetadataOutputCompiles() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try await withTestServer { server in
            let local = try await XExecutable.run(["swift", server, "Local", "--local"], in: folder.url)
            #expect(local.status == 0, "\(local)")
            #expect(local.standardOutput.contains("from \(server)/types/metadata"), "\(local)")

            let metadata = try await URLSessionTransport().send(
                URLRequest(url: try #require(URL(string: "\(server)/types/metadata"))))
            #expect(metadata.statusCode == 200)
            try metadata.data.write(to: folder.file("api.json"))
        }
        let offline = try await XExecutable.run(
            ["swift", "--metadata", "api.json", "Offline", "--base-url", "https://api.example.org"], in: folder.url)
        #expect(offline.status == 0, "\(offline)")
        let offlineText = try folder.read("Offline.dtos.swift")
        #expect(offlineText.contains("\nBaseUrl: https://api.example.org\n"))
        let filtered = try await XExecutable.run(
            ["swift", "--metadata", "api.json", "Filtered", "--include", "Hello.*"], in: folder.url)
        #expect(filtered.status == 0, "\(filtered)")

        let sources = [
            ("LocalDtos", try folder.read("Local.dtos.swift")), ("OfflineDtos", offlineText),
            ("FilteredDtos", try folder.read("Filtered.dtos.swift")),
        ]
        var package = try ScratchPackage()
        defer { package.remove() }
        for (name, source) in sources { package.addTarget(name, source: source) }
        let result = try await package.build()
        let errors = result.output.split(separator: "\n").filter { $0.contains("error:") }.prefix(30)
        #expect(result.succeeded, "generated code failed to compile:\n\(errors.joined(separator: "\n"))")
    }
}
