import Foundation
import ServiceStack
import ServiceStackNativeTypes
import ServiceStackReferences
import TestSupport
import Testing

/// `x typescript|tsd|mjs|python|java|kotlin|csharp|dart`: names as ServiceStack's tools, generation here from
/// `/types/metadata` (the same text the generator makes of the document, or nothing written when it cannot), the
/// fallback to `/types/{language}` for older servers, updates from the header, `--check`, and files left untouched
/// on failure.
@Suite(.serialized, .tags(.processes))
struct OtherLanguagesEndToEndProcessTests {
    static let languages = NativeTypesLanguage.allCases.filter { $0 != .swift }
    static let generatedLanguages = NativeTypesLanguage.allCases.filter { $0 != .swift }

    @Test(arguments: generatedLanguages)
    func generatesHereWhatTheGeneratorMakesOfTheServersMetadata(language: NativeTypesLanguage) async throws {
        try await withTestServer { server in
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let document = try await metadata(of: server)
            let expected = Result {
                try language.generate(
                    metadata: document, parameters: [OptionParameter(key: "BaseUrl", value: server)],
                    context: GenerationContext(config: NativeTypesConfig(published: document.config)))
            }
            let run = try await XExecutable.run([language.verb, server, "Api"], in: folder.url)
            let fileName = "Api" + "." + language.defaultFileName
            switch expected {
            case .success(let text):
                #expect(run.status == 0, "\(run)")
                #expect(run.standardOutput.contains("Saved    \(fileName) from \(server)/types/metadata"), "\(run)")
                #expect(withoutDate(try folder.read(fileName)) == withoutDate(text))
            case .failure(let error):
                #expect(run.status == 1, "\(run)")
                #expect(run.standardError.contains("could not generate the types: \(error)"), "\(run)")
                #expect(!FileManager.default.fileExists(atPath: folder.file(fileName).path))
            }
        }
    }

    @Test(arguments: languages)
    func anOlderServersOwnTypesAreDownloadedAndUpdated(language: NativeTypesLanguage) async throws {
        try await OldServer.run { server in
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let base = server + OldServer.missingMetadata
            let added = try await XExecutable.run([language.verb, base], in: folder.url)
            #expect(added.status == 0, "\(added)")
            let url = "\(base)/types/\(language.rawValue)"
            #expect(added.standardOutput.contains("Saved    \(language.defaultFileName) from \(url)"), "\(added)")
            let saved = try folder.read(language.defaultFileName)
            #expect(saved.contains("// the \(language.displayName) DTOs"))

            let named = try await XExecutable.run([language.verb, base, "Api"], in: folder.url)
            #expect(named.status == 0, "\(named)")
            let namedFile = "Api." + language.defaultFileName
            #expect(FileManager.default.fileExists(atPath: folder.file(namedFile).path))

            // An uncommented option line of the header is sent again when updating.
            try folder.write(
                saved.replacingOccurrences(of: "\n\n", with: "\nIncludeTypes: Hello.*\n"), to: language.defaultFileName)
            let updated = try await XExecutable.run([language.verb, language.defaultFileName], in: folder.url)
            #expect(updated.status == 0, "\(updated)")
            #expect(try folder.read(language.defaultFileName).contains("//Query: IncludeTypes=Hello.*"), "\(updated)")

            let all = try await XExecutable.run([language.verb], in: folder.url)
            #expect(all.status == 0, "\(all)")
            #expect(all.standardOutput.contains("2 references"), "\(all)")
            let check = try await XExecutable.run([language.verb, "--check"], in: folder.url)
            #expect(check.status == 0, "\(check)")
        }
    }

    @Test func anUnreadableMetadataDocumentAlsoFallsBackToTheServersTypes() async throws {
        try await OldServer.run { server in
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let base = server + OldServer.unreadableMetadata
            let added = try await XExecutable.run(["python", base, "--verbose"], in: folder.url)
            #expect(added.status == 0, "\(added)")
            #expect(added.standardError.contains("downloading /types/python instead"), "\(added)")
            #expect(try folder.read("dtos.py").hasPrefix("\"\"\" Options:"))
        }
    }

    @Test func aFailedUpdateLeavesTheFileAsItWas() async throws {
        try await OldServer.run { server in
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let original = OldServer.source(.typeScript, baseUrl: server + OldServer.html, query: "")
            try folder.write(original, to: "dtos.ts")
            let run = try await XExecutable.run(["ts", "--server"], in: folder.url)
            #expect(run.status == 1, "\(run)")
            #expect(run.standardError.contains("answered with an HTML page"), "\(run)")
            #expect(try folder.read("dtos.ts") == original)
        }
    }

    @Test func referencesOfOtherLanguagesAreLeftToTheirOwnVerbs() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("// not a reference", to: "dtos.swift")
        let run = try await XExecutable.run(["kotlin"], in: folder.url)
        #expect(run.status == 1, "\(run)")
        #expect(run.standardError.contains("no dtos.kt or *.dtos.kt files under this folder"), "\(run)")
        #expect(run.standardError.contains("x kotlin https://your-server [Name]"), "\(run)")
    }

    private func metadata(of server: String) async throws -> MetadataTypes {
        let client = JsonServiceClient(baseUrl: server)
        guard let (data, _) = try await client.getDataAsync(url: "/types/metadata") else {
            throw URLError(.badServerResponse)
        }
        return try MetadataTypes.decode(from: data)
    }

    private func withoutDate(_ text: String) -> [Substring] {
        text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("Date:") }
    }
}
