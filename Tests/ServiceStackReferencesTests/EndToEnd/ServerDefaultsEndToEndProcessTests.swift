import Foundation
import ServiceStackNativeTypes
import ServiceStackServer
import TestServices
import TestSupport
import Testing

/// `x swift` against a host whose native-types defaults differ from ServiceStack's: only the options the user
/// uncommented are sent, so the commented lines keep showing the host's defaults; generating locally from its
/// `/types/metadata` gives what its `/types/swift` gives.
@Suite(.serialized, .tags(.processes))
struct ServerDefaultsEndToEndProcessTests {
    @Test func onlyUncommentedOptionsAreSentAndHostDefaultsStayCommented() async throws {
        try await withCollectionsHost { server in
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let added = try await XExecutable.run(["swift", server, "Api"], in: folder.url)
            #expect(added.status == 0, "\(added)")
            let original = try folder.read("Api.dtos.swift")
            #expect(original.contains("\n//InitializeCollections: True\n"))
            #expect(uncommentedOptions(original).isEmpty)

            try folder.write(
                original.replacingOccurrences(of: "\n//IncludeTypes: \n", with: "\nIncludeTypes: AllCollectionTypes\n"),
                to: "Api.dtos.swift")
            let updated = try await XExecutable.run(["swift", "Api.dtos.swift"], in: folder.url)
            #expect(updated.status == 0, "\(updated)")
            let text = try folder.read("Api.dtos.swift")
            #expect(uncommentedOptions(text) == ["IncludeTypes: AllCollectionTypes"])
            #expect(text.contains("\n//InitializeCollections: True\n"))
            #expect(text.contains("public var intList:[Int] = []"))
            #expect(!text.contains("class HelloAllTypes"))
        }
    }

    @Test func localGenerationUsesTheDefaultsTheHostPublishes() async throws {
        try await withCollectionsHost { server in
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let fromServer = try await XExecutable.run(["swift", server, "Served"], in: folder.url)
            #expect(fromServer.status == 0, "\(fromServer)")
            let local = try await XExecutable.run(["swift", server, "Local", "--local"], in: folder.url)
            #expect(local.status == 0, "\(local)")
            let served = withoutDateLine(try folder.read("Served.dtos.swift"))
            let generated = withoutDateLine(try folder.read("Local.dtos.swift"))
            #expect(generated.contains("\n//InitializeCollections: True\n"))
            #expect(generated == served)
        }
    }

    /// Runs `body` with the test server, its `/types/swift` initializing collections by default.
    private func withCollectionsHost(_ body: (String) async throws -> Void) async throws {
        var config = HostConfig()
        config.nativeTypes.initializeCollections = true
        try await withTestServer(config: config, body)
    }

    /// The option lines of the header not commented out (after `BaseUrl:`).
    private func uncommentedOptions(_ source: String) -> [String] {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("BaseUrl:") }),
            let end = lines.firstIndex(of: "*/")
        else { return [] }
        return lines[(start + 1)..<end].filter { !$0.isEmpty && !$0.hasPrefix("//") }
    }

    private func withoutDateLine(_ source: String) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("Date:") }
            .joined(separator: "\n")
    }
}
