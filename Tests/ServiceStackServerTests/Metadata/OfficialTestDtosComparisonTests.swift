import Foundation
import TestSupport
import Testing

/// Compares the `/types/swift` output of the test server with the `Test.dtos.swift` that the public
/// ServiceStack test server generates (in the official ServiceStack.Swift repository's tests), for the
/// conformance types only. The official file is read from `OFFICIAL_TEST_DTOS` (a path) or from the
/// local mirror of that repository; the suite is skipped when neither is available.
///
/// Known, justified differences:
/// * Collections: the official file comes from ServiceStack 8.41, which initialised collections
///   (`= []`); current generators default to `InitializeCollections: False`, so initialisers and
///   the optional mark are ignored when comparing.
/// * `ThrowHttpError`, `Throw404`, `ThrowCustom400`: the .NET services return no declared type, so
///   the official DTOs have no `IReturn`; a Swift service needs a response type, so ours declare
///   `IReturn` (with `ErrorResponse`/`ThrowHttpErrorResponse`). `Throw404` also keeps `/throw/404`.
/// * `TestFileUploadsResponse` and `UploadInfo` add the first file's details and contents, which the
///   upload conformance tests read; the official properties come first, in the same order.
/// * Attributes the .NET server exports (`@Required()`, `@ValidateRequest`) are not produced: only
///   routes, declarations and properties are compared.
@Suite(.enabled(if: OfficialTestDtos.text != nil))
struct OfficialTestDtosComparisonTests {
    static let conformanceTypes = [
        "Hello", "HelloResponse", "HelloReturnVoid", "HelloAllTypes", "HelloAllTypesResponse", "AllTypes",
        "AllCollectionTypes", "SubType", "Poco", "KeyValuePair", "EchoTypes", "HelloDateTime", "SendDefault",
        "SendRestGet", "SendGet", "SendPost", "SendPut", "SendVerbResponse", "ThrowType", "ThrowTypeResponse",
        "ThrowValidation", "ThrowValidationResponse", "ThrowHttpError", "Throw404", "ThrowCustom400",
        "TestFileUploads", "TestFileUploadsResponse", "UploadInfo", "Secured", "SecuredResponse",
    ]
    static let ownDeclarations: Set<String> = ["ThrowHttpError", "Throw404", "ThrowCustom400"]
    static let extraRoutes: Set<String> = ["Throw404"]
    static let extraProperties: Set<String> = ["TestFileUploadsResponse", "UploadInfo"]
    /// Routes and auth attributes of `Secured` belong to the auth services, not compared here.
    static let routesNotCompared: Set<String> = ["Secured"]

    private static let generated = Task { try await MetadataServer.get("/types/swift").text }

    @Test(arguments: conformanceTypes)
    func matchesTheOfficialDeclaration(name: String) async throws {
        let official = try #require(OfficialTestDtos.text.flatMap { DeclarationBlock.find(name, in: $0) })
        let ours = try #require(DeclarationBlock.find(name, in: try await Self.generated.value))
        if !Self.ownDeclarations.contains(name) {
            #expect(ours.declaration == official.declaration)
        }
        if Self.extraRoutes.contains(name) {
            #expect(Array(ours.routes.prefix(official.routes.count)) == official.routes)
        } else if !Self.routesNotCompared.contains(name) {
            #expect(ours.routes == official.routes)
        }
        var properties = ours.properties
        if Self.ownDeclarations.contains(name) {
            properties.removeAll { $0.hasPrefix("public typealias Return") }
        }
        if Self.extraProperties.contains(name) {
            properties = properties.filter(official.properties.contains)
        }
        #expect(properties == official.properties)
    }
}

/// The official `Test.dtos.swift`, if it can be found.
enum OfficialTestDtos {
    static let text: String? = {
        if let path = ProcessInfo.processInfo.environment["OFFICIAL_TEST_DTOS"] {
            return try? String(contentsOfFile: path, encoding: .utf8)
        }
        return OfficialDtos.text(of: "Test.dtos.swift")
    }()
}

/// One generated type: its `// @Route` lines, declaration line and property lines (normalised).
struct DeclarationBlock {
    var routes: [String] = []
    var declaration: String
    var properties: [String] = []

    static func find(_ name: String, in source: String) -> DeclarationBlock? {
        let lines = source.components(separatedBy: "\n")
        guard
            let start = lines.firstIndex(where: {
                $0.hasPrefix("public class \(name) ") || $0.hasPrefix("public class \(name)<")
                    || $0.hasPrefix("public enum \(name) ")
            })
        else { return nil }
        var block = DeclarationBlock(declaration: lines[start])
        var above = start - 1
        while above >= 0, lines[above].hasPrefix("// @Route(") {
            block.routes.insert(lines[above], at: 0)
            above -= 1
        }
        for line in lines[(start + 1)...] {
            if line == "}" { break }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("public var") || trimmed.hasPrefix("@TimeSpan public var")
                || trimmed.hasPrefix("public typealias Return")
            {
                block.properties.append(normalise(trimmed))
            }
        }
        return block
    }

    /// Drops collection initialisers and the optional mark after a collection type.
    private static func normalise(_ line: String) -> String {
        var line = line
        for suffix in [" = [:]", " = []"] where line.hasSuffix(suffix) {
            line = String(line.dropLast(suffix.count))
        }
        if line.hasSuffix("]?") { line = String(line.dropLast()) }
        return line
    }
}
