import Foundation
import ServiceStackNativeTypes
import Testing

@testable import ServiceStackReferences

/// File names, discovery, `--check` comparison and download validation for languages other than Swift.
struct LanguageReferenceTests {
    @Test func filesAreNamedAsServiceStacksTools() {
        let names = NativeTypesLanguage.allCases.map { ($0, $0.defaultFileName) }
        #expect(
            names.map(\.1) == [
                "dtos.swift", "dtos.ts", "dtos.d.ts", "dtos.mjs", "dtos.py", "dtos.java", "dtos.kt", "dtos.cs",
                "dtos.dart",
            ])
        #expect(ReferenceFileName.forName("Api", language: .typeScript) == "Api.dtos.ts")
        #expect(ReferenceFileName.forName("Api.dtos.py", language: .python) == "Api.dtos.py")
        #expect(ReferenceFileName.forServer(host: "techstacks.io", language: .cSharp) { _ in false } == "dtos.cs")
        #expect(
            ReferenceFileName.forServer(host: "techstacks.io", language: .dart) { $0 == "dtos.dart" }
                == "techstacks.dtos.dart")
    }

    @Test func eachVerbUpdatesOnlyItsOwnFiles() {
        #expect(ReferenceFileName.isReference(fileName: "Api.dtos.ts", language: .typeScript))
        #expect(!ReferenceFileName.isReference(fileName: "Api.dtos.d.ts", language: .typeScript))
        #expect(ReferenceFileName.isReference(fileName: "Api.dtos.d.ts", language: .typeScriptDeclarations))
        #expect(ReferenceFileName.isReference(fileName: "dtos.mjs", language: .javaScript))
        #expect(!ReferenceFileName.isReference(fileName: "dtos.ts", language: .swift))
        #expect(!ReferenceFileName.isReference(fileName: "mydtos.kt", language: .kotlin))
    }

    @Test func verbsAreServiceStacks() {
        #expect(
            NativeTypesLanguage.allCases.map(\.verb) == [
                "swift", "typescript", "tsd", "mjs", "python", "java", "kotlin", "csharp", "dart",
            ])
    }

    @Test func discoveryFindsTheLanguagesFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for path in ["dtos.ts", "web/Api.dtos.ts", "web/Api.dtos.d.ts", "dtos.swift", ".build/X.dtos.ts", "app.ts"] {
            try folder.write("/* Options: */", to: path)
        }
        let found = try ReferenceDiscovery.references(under: folder.url, language: .typeScript)
        let root = folder.url.standardizedFileURL.path + "/"
        #expect(
            found.map { $0.standardizedFileURL.path.replacingOccurrences(of: root, with: "") } == [
                "dtos.ts", "web/Api.dtos.ts",
            ])
    }

    static let python = "\"\"\" Options:\nDate: 2026-01-01 10:00:00\nBaseUrl: https://a.example\n\n\"\"\"\n\nclass A:\n"

    @Test func thePythonHeadersDateLineIsIgnored() {
        let later = Self.python.replacingOccurrences(of: "2026-01-01 10:00:00", with: "2026-02-02 11:11:11")
        #expect(ReferenceComparison.isSame(Self.python, later))
        #expect(!ReferenceComparison.isSame(Self.python, later.replacingOccurrences(of: "class A", with: "class B")))
    }

    @Test func aPythonDownloadNeedsItsOwnHeader() throws {
        #expect(
            try DtoSourceValidator.validate(Data(Self.python.utf8), contentType: nil, url: "u", language: .python)
                == Self.python)
        #expect(throws: ReferenceError.self) {
            try DtoSourceValidator.validate(Data(Self.python.utf8), contentType: nil, url: "u", language: .typeScript)
        }
    }

    @Test func onlyAMissingOrUnreadableMetadataDocumentFallsBackToDownloading() {
        #expect(SourceProducer.isOlderServer(.httpStatus(url: "u", status: 404, excerpt: "")))
        #expect(SourceProducer.isOlderServer(.invalidMetadata(source: "u", reason: "r")))
        #expect(!SourceProducer.isOlderServer(.httpStatus(url: "u", status: 500, excerpt: "")))
        #expect(!SourceProducer.isOlderServer(.unreachable(url: "u", reason: "refused")))
    }
}
