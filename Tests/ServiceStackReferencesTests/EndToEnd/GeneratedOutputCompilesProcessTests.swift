import Foundation
import ServiceStack
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What `--local` and `--metadata` write must compile against the `ServiceStack` module: it must be the test
/// server's own output, which the package build compiles as the `TestServerDtos` and `TestServerHelloDtos`
/// golden modules (their `Date:` and `BaseUrl:` header lines aside).
@Suite(.tags(.processes)) struct GeneratedOutputCompilesProcessTests {
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

        for (file, golden) in [
            ("Local.dtos.swift", "TestServerDtos"), ("Offline.dtos.swift", "TestServerDtos"),
            ("Filtered.dtos.swift", "TestServerHelloDtos"),
        ] {
            let written = ServerGeneratedSource.withGoldenHeader(try folder.read(file))
            let difference = try GoldenFile.compiled(golden).difference(from: written, updating: false)
            #expect(difference == nil, "\(file): \(difference ?? "")")
        }
    }
}
