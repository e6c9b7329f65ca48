import Foundation
import ServiceStack
import ServiceStackNativeTypes
import ServiceStackServer
import TechStacksServer
import TestServices
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The C# DTOs of the project's servers and of the metadata fixtures compile with Mono's `mcs` against a minimal
/// `ServiceStack` namespace (`CSharpServiceStackStub`).
@Suite(.tags(.processes), .enabled(if: Toolchain.mcs.isInstalled, Toolchain.mcs.missingReason))
struct CSharpCompileProcessTests {
    static let fixtureNames = ["bookings", "catalog", "techstacks", "test-server"]
    /// Value types a fixture's properties use that its document does not define (`ExportValueTypes` is off).
    static let undefinedValueTypes = ["bookings": "namespace MyApp.ServiceModel { public struct GeoPoint { } }"]
    static let fixtures = PackageRoot.url.appendingPathComponent("Tests/ServiceStackNativeTypesTests/Fixtures")

    @Test func testServerDtosCompile() async throws {
        let host = try await makeTestHost()
        try await expectCompiles(try await Self.metadata(of: host), name: "test-server")
    }

    @Test func techStacksDtosCompile() async throws {
        let (host, storage) = try await TechStacksServer.makeHost(database: .sqlite(path: nil))
        let document: MetadataTypes
        do {
            document = try await Self.metadata(of: host)
        } catch {
            await storage.close()
            throw error
        }
        await storage.close()
        try await expectCompiles(document, name: "techstacks")
    }

    @Test(arguments: fixtureNames)
    func fixtureDtosCompile(name: String) async throws {
        let url = Self.fixtures.appendingPathComponent("\(name).metadata.json")
        try await expectCompiles(
            try MetadataTypes.decode(from: Data(contentsOf: url)), name: name,
            extraSource: Self.undefinedValueTypes[name] ?? "")
    }

    @Test func dataContractsAndOtherOptionsCompile() async throws {
        let url = Self.fixtures.appendingPathComponent("test-server.metadata.json")
        let parameters = [
            OptionParameter(key: "AddDataContractAttributes", value: "True"),
            OptionParameter(key: "AddIndexesToDataMembers", value: "True"),
            OptionParameter(key: "AddResponseStatus", value: "True"),
            OptionParameter(key: "AddImplicitVersion", value: "2"),
            OptionParameter(key: "MakeDataContractsExtensible", value: "True"),
            OptionParameter(key: "AddGeneratedCodeAttributes", value: "True"),
            OptionParameter(key: "InitializeCollections", value: "True"),
            OptionParameter(key: "AddDescriptionAsComments", value: "False"),
            OptionParameter(key: "GlobalNamespace", value: "Dtos"),
        ]
        try await expectCompiles(
            try MetadataTypes.decode(from: Data(contentsOf: url)), name: "options", parameters: parameters)
    }

    /// A compile error in the output fails the check: the test can fail.
    @Test func aBrokenTypeMappingFailsToCompile() async throws {
        let url = Self.fixtures.appendingPathComponent("catalog.metadata.json")
        let text = try NativeTypesLanguage.cSharp.generate(metadata: MetadataTypes.decode(from: Data(contentsOf: url)))
        let broken = text.replacingOccurrences(of: " int ", with: " Int32x ")
        #expect(broken != text)
        let exit = try await Self.compile(broken)
        #expect(!exit.succeeded)
        #expect(exit.output.contains("Int32x"), "\(exit)")
    }

    private func expectCompiles(
        _ document: MetadataTypes, name: String, parameters: [OptionParameter] = [], extraSource: String = "",
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let text = try NativeTypesLanguage.cSharp.generate(metadata: document, parameters: parameters)
        let exit = try await Self.compile(text, extraSource: extraSource)
        #expect(exit.succeeded, "\(name): \(exit)", sourceLocation: sourceLocation)
        #expect(!exit.output.contains("warning"), "\(name): \(exit)", sourceLocation: sourceLocation)
    }

    /// Compiles `dtos` and the stub into a library with `mcs`.
    static func compile(_ dtos: String, extraSource: String = "") async throws -> ExecutableProcess.Exit {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("csharp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(dtos.utf8).write(to: folder.appendingPathComponent("dtos.cs"))
        try Data((CSharpServiceStackStub.source + "\n" + extraSource).utf8).write(
            to: folder.appendingPathComponent("ServiceStack.cs"))
        guard let mcs = Toolchain.mcs.url else { throw CocoaError(.fileNoSuchFile) }
        return try await ExecutableProcess.run(
            mcs,
            arguments: [
                "-target:library", "-nologo", "-out:dtos.dll", "dtos.cs",
                "ServiceStack.cs",
            ], currentDirectory: folder, errors: .mergedIntoOutput, within: 300)
    }

    /// The host's `/types/metadata` document, asked in memory.
    static func metadata(of host: ServiceStackHost) async throws -> MetadataTypes {
        let url = try #require(URL(string: "http://localhost/types/metadata"))
        let response = await host.respond(to: URLRequest(url: url))
        #expect(response.statusCode == 200)
        return try MetadataTypes.decode(from: response.data)
    }
}
