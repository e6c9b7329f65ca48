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

/// The Java DTOs of the project's servers and of the metadata fixtures compile with `javac` and gson against a
/// minimal `net.servicestack.client` package (`JavaServiceStackStub`), without warnings other than `serial` (a
/// request that extends `ArrayList<T>` has no `serialVersionUID`, as with ServiceStack's own output).
@Suite(.tags(.processes), .enabled(if: GsonJar.isUsable, GsonJar.missingReason))
struct JavaCompileProcessTests {
    static let fixtureNames = ["bookings", "catalog", "techstacks", "test-server"]
    /// Types the fixtures use without defining them (their servers did not export ServiceStack's types, and
    /// `GeoPoint` is a value type): top-level classes of the default package, where the DTOs are.
    static let undefinedTypes = [
        "GeoPoint": "public class GeoPoint { }",
        "AuditBase": "public class AuditBase { }",
        "QueryBase": "public class QueryBase { public Integer skip; public Integer take; public String orderBy; }",
        "QueryDb_1": "public class QueryDb_1<T> extends QueryBase { }",
        "QueryDb_2": "public class QueryDb_2<From, Into> extends QueryBase { }",
    ]
    static let fixtures = PackageRoot.url.appendingPathComponent("Tests/ServiceStackNativeTypesTests/Fixtures")

    @Test func testServerDtosCompile() async throws {
        let host = try await makeTestHost()
        try await expectCompiles(try await CSharpCompileProcessTests.metadata(of: host), name: "test-server")
    }

    @Test func techStacksDtosServedByTheHostCompile() async throws {
        let (host, storage) = try await TechStacksServer.makeHost(database: .sqlite(path: nil))
        let url = try #require(URL(string: "http://localhost/types/java"))
        let response = await host.respond(to: URLRequest(url: url))
        await storage.close()
        #expect(response.statusCode == 200)
        let exit = try await Self.compile(String(decoding: response.data, as: UTF8.self))
        #expect(exit.succeeded, "\(exit)")
        #expect(!exit.output.contains("warning"), "\(exit)")
    }

    @Test(arguments: fixtureNames)
    func fixtureDtosCompile(name: String) async throws {
        let url = Self.fixtures.appendingPathComponent("\(name).metadata.json")
        try await expectCompiles(
            try MetadataTypes.decode(from: Data(contentsOf: url)), name: name,
            extraSources: Self.undefinedTypes)
    }

    @Test func otherOptionsCompile() async throws {
        let url = Self.fixtures.appendingPathComponent("test-server.metadata.json")
        let parameters = [
            OptionParameter(key: "Package", value: "org.example.api"),
            OptionParameter(key: "GlobalNamespace", value: "Api"),
            OptionParameter(key: "SettersReturnThis", value: "False"),
            OptionParameter(key: "AddResponseStatus", value: "True"),
            OptionParameter(key: "AddImplicitVersion", value: "2"),
            OptionParameter(key: "AddDescriptionAsComments", value: "False"),
            OptionParameter(key: "TreatTypesAsStrings", value: "Guid"),
        ]
        try await expectCompiles(
            try MetadataTypes.decode(from: Data(contentsOf: url)), name: "options", parameters: parameters,
            fileName: "Api")
        let withoutAccessors = [OptionParameter(key: "AddPropertyAccessors", value: "False")]
        try await expectCompiles(
            try MetadataTypes.decode(from: Data(contentsOf: url)), name: "no accessors", parameters: withoutAccessors)
    }

    @Test func annotationsAndDataContractsCompile() async throws {
        let document = #"""
            {"types":[{"name":"Item","namespace":"N","dataContract":{"name":"item","namespace":"urn:x"},
              "properties":[{"name":"Label","type":"String","dataMember":{"name":"label_text","order":1,"isRequired":true}}]}],
             "operations":[{"request":{"name":"Hello","namespace":"N",
              "attributes":[{"name":"Api","constructorArgs":[{"name":"description","type":"String","value":"Says \"hi\" \u00e9"}]}],
              "properties":[{"name":"Id","type":"Int32","attributes":[{"name":"ApiMember","args":[
                {"name":"Name","type":"String","value":"Id"},{"name":"IsRequired","type":"Boolean","value":"true"},
                {"name":"ParameterType","type":"String","value":"path"}]}]}]},
              "response":{"name":"Item","namespace":"N"},"routes":[{"path":"/hello/{Id}","verbs":"GET"},{"path":"/hi"}]}]}
            """#
        try await expectCompiles(try MetadataTypes.decode(from: Data(document.utf8)), name: "annotations")
    }

    /// A compile error in the output fails the check: the test can fail.
    @Test func aBrokenTypeMappingFailsToCompile() async throws {
        let url = Self.fixtures.appendingPathComponent("catalog.metadata.json")
        let text = try NativeTypesLanguage.java.generate(metadata: MetadataTypes.decode(from: Data(contentsOf: url)))
        let broken = text.replacingOccurrences(of: "public Integer ", with: "public Int32x ")
        #expect(broken != text)
        let exit = try await Self.compile(broken)
        #expect(!exit.succeeded)
        #expect(exit.output.contains("Int32x"), "\(exit)")
    }

    private func expectCompiles(
        _ document: MetadataTypes, name: String, parameters: [OptionParameter] = [],
        extraSources: [String: String] = [:], fileName: String = "dtos",
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let text = try NativeTypesLanguage.java.generate(metadata: document, parameters: parameters)
        let exit = try await Self.compile(text, fileName: fileName, extraSources: extraSources)
        #expect(exit.succeeded, "\(name): \(exit)", sourceLocation: sourceLocation)
        #expect(!exit.output.contains("warning"), "\(name): \(exit)", sourceLocation: sourceLocation)
    }

    /// gson reads the JSON ServiceStack sends into the DTOs and writes it back: camelCase fields, fields renamed
    /// from keywords (`@SerializedName("int") Integer Int`), accessors, the response type of a request.
    @Test(.enabled(if: Toolchain.java.isInstalled, Toolchain.java.missingReason))
    func gsonReadsAndWritesTheWireNames() async throws {
        let url = Self.fixtures.appendingPathComponent("test-server.metadata.json")
        let text = try NativeTypesLanguage.java.generate(metadata: MetadataTypes.decode(from: Data(contentsOf: url)))
        let main = """
            import com.google.gson.Gson;

            public class Main {
                public static void main(String[] arguments) {
                    Gson gson = new Gson();
                    dtos.HelloResponse response = gson.fromJson("{\\"result\\":\\"Hi\\"}", dtos.HelloResponse.class);
                    System.out.println(response.getResult());
                    dtos.AllTypes types = gson.fromJson("{\\"int\\":5,\\"byte\\":3,\\"id\\":1}", dtos.AllTypes.class);
                    System.out.println(types.Int + " " + types.Byte + " " + types.getId());
                    System.out.println(gson.toJson(new dtos.Hello().setName("World")));
                    System.out.println(new dtos.Hello().getResponseType() == dtos.HelloResponse.class);
                }
            }
            """
        let exit = try await Self.compile(text, extraSources: ["Main": main], run: "Main")
        #expect(exit.succeeded, "\(exit)")
        #expect(exit.output == "Hi\n5 3 1\n{\"name\":\"World\"}\ntrue\n", "\(exit)")
    }

    /// Compiles `dtos` (in the file its outer class names), the stub package and `extraSources` (top-level classes
    /// of the default package) with `javac`; then, when `run` names a class, runs it with `java` and answers that.
    static func compile(
        _ dtos: String, fileName: String = "dtos", extraSources: [String: String] = [:], run: String? = nil
    ) async throws -> ExecutableProcess.Exit {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("java-\(UUID().uuidString)")
        let stubFolder = folder.appendingPathComponent("net/servicestack/client")
        try FileManager.default.createDirectory(at: stubFolder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files = ["\(fileName).java"]
        try Data(dtos.utf8).write(to: folder.appendingPathComponent(files[0]))
        for (name, source) in JavaServiceStackStub.sources {
            try Data(source.utf8).write(to: stubFolder.appendingPathComponent("\(name).java"))
            files.append("net/servicestack/client/\(name).java")
        }
        for (name, source) in extraSources {
            try Data(source.utf8).write(to: folder.appendingPathComponent("\(name).java"))
            files.append("\(name).java")
        }
        guard let javac = Toolchain.javac.url, let gson = GsonJar.url else { throw CocoaError(.fileNoSuchFile) }
        let compiled = try await ExecutableProcess.run(
            javac,
            arguments: ["-encoding", "UTF-8", "-Xlint:all,-serial", "-cp", gson.path, "-d", "classes"] + files,
            currentDirectory: folder, errors: .mergedIntoOutput, within: 300)
        guard let run, compiled.succeeded else { return compiled }
        guard let java = Toolchain.java.url else { throw CocoaError(.fileNoSuchFile) }
        return try await ExecutableProcess.run(
            java, arguments: ["-cp", "classes:\(gson.path)", run], currentDirectory: folder, errors: .mergedIntoOutput,
            within: 300)
    }
}
