import Foundation
import ServiceStackNativeTypes
import ServiceStackServer
import ServiceStackServerTesting
import Testing

/// `HostConfig.nativeTypes` over HTTP: the defaults a host's `/types/swift` header shows, host defaults,
/// query-string options beating them, and types no request can get.
@Suite struct NativeTypesConfigHostTests {
    /// The option lines of a ServiceStack 8.5+ `/types/swift` header when the request gives no option.
    static let serviceStackDefaultLines = [
        "//BaseClass: ",
        "//AddModelExtensions: True",
        "//AddServiceStackTypes: True",
        "//MakePropertiesOptional: True",
        "//IncludeTypes: ",
        "//ExcludeTypes: ",
        "//ExcludeGenericBaseTypes: False",
        "//AddResponseStatus: False",
        "//AddImplicitVersion: ",
        "//AddDescriptionAsComments: True",
        "//InitializeCollections: True",
        "//TreatTypesAsStrings: ",
        "//DefaultImports: Foundation,ServiceStack",
        "*/",
    ]

    @Test func aDefaultHostsHeaderShowsServiceStacksDefaults() async throws {
        try await NativeTypesProbe.serve(.hostDefaults, .inMemory) { baseUrl, client in
            let source = try await NativeTypesProbe.get(client, "/types/swift")
            #expect(optionLines(source) == Self.serviceStackDefaultLines)
            #expect(source.contains("\nBaseUrl: \(baseUrl)\n"))
            #expect(source.contains("    public var names:[String] = []\n"))
        }
    }

    @Test func hostDefaultsApplyAndAreShownCommentedOut() async throws {
        var nativeTypes = NativeTypesConfig.hostDefaults
        nativeTypes.initializeCollections = false
        nativeTypes.excludeTypes = ["ProbeItem"]
        nativeTypes.defaultImports = ["Foundation", "ServiceStack", "Combine"]
        nativeTypes.baseUrl = "https://api.example.org"
        try await NativeTypesProbe.serve(nativeTypes, .inMemory) { baseUrl, client in
            let source = try await NativeTypesProbe.get(client, "/types/swift")
            let lines = optionLines(source)
            #expect(lines.contains("//InitializeCollections: False"))
            #expect(lines.contains("//ExcludeTypes: ProbeItem"))
            #expect(lines.contains("//DefaultImports: Foundation,ServiceStack,Combine"))
            #expect(source.contains("\nBaseUrl: https://api.example.org\n"))
            #expect(source.contains("\nimport Combine\n"))
            #expect(source.contains("    public var names:[String]?\n"))
            #expect(source.contains("    public var scores:[String:Int]?\n"))
            #expect(!source.contains("struct ProbeItem") && !source.contains("class ProbeItem :"))
        }
    }

    @Test func queryStringOptionsBeatHostDefaults() async throws {
        var nativeTypes = NativeTypesConfig.hostDefaults
        nativeTypes.initializeCollections = true
        nativeTypes.excludeTypes = ["ProbeItem"]
        nativeTypes.defaultImports = ["Foundation", "ServiceStack", "Combine"]
        try await NativeTypesProbe.serve(nativeTypes, .inMemory) { baseUrl, client in
            let source = try await NativeTypesProbe.get(
                client,
                "/types/swift?InitializeCollections=false&ExcludeTypes=SecretProbe&DefaultImports=Foundation,ServiceStack"
            )
            let lines = optionLines(source)
            #expect(lines.contains("InitializeCollections: False"))
            #expect(lines.contains("ExcludeTypes: SecretProbe"))
            #expect(lines.contains("DefaultImports: Foundation,ServiceStack"))
            #expect(!source.contains("import Combine"))
            #expect(source.contains("    public var names:[String]?\n"))
            #expect(source.contains("public class ProbeItem"))
            #expect(!source.contains("public class SecretProbe :"))
        }
    }

    @Test func ignoredTypesCannotBeAskedFor() async throws {
        var nativeTypes = NativeTypesConfig.hostDefaults
        nativeTypes.ignoreTypes = ["SecretProbe", "SecretProbeResponse"]
        try await NativeTypesProbe.serve(nativeTypes, .inMemory) { baseUrl, client in
            let everything = try await NativeTypesProbe.get(client, "/types/swift")
            #expect(everything.contains("public class CollectionsProbe"))
            #expect(!everything.contains("SecretProbe"))
            let asked = try await NativeTypesProbe.get(
                client, "/types/swift?IncludeTypes=SecretProbe.*,SecretProbeResponse&ExcludeTypes=CollectionsProbe")
            #expect(asked.contains("\nIncludeTypes: SecretProbe.*,SecretProbeResponse\n"))
            #expect(!asked.contains("class SecretProbe"))
            let metadata = try await NativeTypesProbe.get(client, "/types/metadata")
            #expect(metadata.contains("CollectionsProbe"))
            #expect(!metadata.contains("SecretProbe"))
        }
    }

    @Test func typesMetadataPublishesTheHostDefaults() async throws {
        var nativeTypes = NativeTypesConfig.hostDefaults
        nativeTypes.initializeCollections = true
        nativeTypes.excludeTypes = ["ProbeItem"]
        try await NativeTypesProbe.serve(nativeTypes, .inMemory) { baseUrl, client in
            let text = try await NativeTypesProbe.get(client, "/types/metadata")
            let document = try MetadataTypes.decode(from: Data(text.utf8))
            let config = try #require(document.config)
            #expect(config.initializeCollections == true)
            #expect(config.excludeTypes == ["ProbeItem"])
            #expect(config.defaultImports == ["Foundation", "ServiceStack"])
            #expect(config.baseUrl == baseUrl)
            #expect(NativeTypesConfig(published: config) == nativeTypes)
        }
    }

    /// The header lines after `BaseUrl:` and its blank line, up to and including `*/`.
    private func optionLines(_ source: String) -> [String] {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("BaseUrl:") }),
            let end = lines.firstIndex(of: "*/")
        else { return [] }
        return Array(lines[(start + 2)...end])
    }
}
