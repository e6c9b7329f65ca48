import Foundation
import ServiceStackNativeTypes
import Testing

/// `/types/dart` on the conformance services: served as text with ServiceStack's Dart header and imports, query
/// options applied, and listed under `/types`.
@Suite struct DartTypesEndpointTests {
    @Test func servesDartDTOsAsText() async throws {
        let (text, status, contentType) = try await MetadataServer.get("/types/dart")
        #expect(status == 200)
        #expect(contentType == "text/plain; charset=utf-8")
        #expect(text.hasPrefix("/* Options:\n"))
        #expect(text.contains("\n//DefaultImports: package:servicestack/servicestack.dart\n*/\n"))
        #expect(text.contains("\nimport 'package:servicestack/servicestack.dart';\n"))
        #expect(text.contains(" implements IConvertible"))
        #expect(text.contains("\nTypeContext _ctx = TypeContext(library: "))
    }

    @Test func queryOptionsApply() async throws {
        let (text, status, _) = try await MetadataServer.get("/types/dart?AddImplicitVersion=2&GlobalNamespace=api")
        #expect(status == 200)
        #expect(text.contains("\nAddImplicitVersion: 2\n"))
        #expect(text.contains("\nlibrary api;\n"))
        #expect(text.contains("TypeContext(library: 'api', "))
    }

    @Test func typesListsDart() async throws {
        let baseUrl = try await MetadataServer.baseUrl().trimmingSuffix("/")
        let (text, _, _) = try await MetadataServer.get("/types")
        let links = try JSONDecoder().decode([String: String].self, from: Data(text.utf8))
        #expect(links["Dart"] == "\(baseUrl)/types/dart")
    }
}
