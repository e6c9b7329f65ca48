import Foundation
import ServiceStack
import ServiceStackNativeTypes
import Testing

/// `/types/{language}`, `/types` and the 404 for other names, against the conformance services. Each language's
/// route must answer exactly what `language.generate` makes of the host's own `/types/metadata`, or, when that
/// throws, a 500 whose `ResponseStatus` carries the same error.
@Suite struct NativeTypesEndpointTests {
    @Test(arguments: NativeTypesLanguage.allCases.flatMap { language in language.pathNames.map { (language, $0) } })
    func languageRouteServesWhatTheGeneratorMakes(language: NativeTypesLanguage, pathName: String) async throws {
        let baseUrl = try await MetadataServer.baseUrl().trimmingSuffix("/")
        let (json, _, _) = try await MetadataServer.get("/types/metadata")
        let document = try MetadataTypes.decode(from: Data(json.utf8))
        let expected: Result<String, any Error> = Result {
            try language.generate(
                metadata: document, parameters: [OptionParameter(key: "BaseUrl", value: baseUrl)],
                context: GenerationContext(config: .hostDefaults))
        }
        do {
            let (text, status, contentType) = try await MetadataServer.get("/types/\(pathName)")
            #expect(status == 200)
            #expect(contentType == language.contentType)
            #expect(withoutDate(text) == withoutDate(try expected.get()))
        } catch let error as WebServiceError {
            let generatorError = try #require(expected.failure, "the host failed where the generator did not")
            #expect(error.statusCode == 500)
            #expect(error.message == "Cannot generate \(language.displayName) types: \(generatorError)")
            #expect(error.serviceErrorCode == String(describing: type(of: generatorError)))
        }
    }

    @Test func javaIsServedAsPlainTextWithItsOuterClass() async throws {
        let (text, status, contentType) = try await MetadataServer.get("/types/java?Package=org.example")
        #expect(status == 200)
        #expect(contentType == "text/plain; charset=utf-8")
        #expect(text.hasPrefix("/* Options:\n"))
        #expect(text.contains("\nPackage: org.example\n"))
        #expect(text.contains("\npackage org.example;\n"))
        #expect(text.contains("\npublic class dtos\n{\n"))
    }

    @Test func kotlinIsServedAsPlainTextWithOpenClasses() async throws {
        let (text, status, contentType) = try await MetadataServer.get("/types/kotlin?Package=org.example")
        #expect(status == 200)
        #expect(contentType == "text/plain; charset=utf-8")
        #expect(text.hasPrefix("/* Options:\n"))
        #expect(text.contains("\nPackage: org.example\n"))
        #expect(text.contains("\npackage org.example\n"))
        #expect(text.contains("\nopen class "))
    }

    @Test func unknownLanguageIsA404NamingTheLanguagesServed() async throws {
        let error = try await #require(throws: WebServiceError.self) {
            _ = try await MetadataServer.get("/types/cobol")
        }
        #expect(error.statusCode == 404)
        #expect(error.serviceErrorCode == "NotFound")
        let message = try #require(error.message)
        #expect(message.contains("'cobol'"))
        for name in NativeTypesLanguage.allCases.flatMap(\.pathNames) {
            #expect(message.contains(name), "the 404 does not name \(name)")
        }
    }

    @Test func invalidOptionsAreA400WithAResponseStatus() async throws {
        let error = try await #require(throws: WebServiceError.self) {
            _ = try await MetadataServer.get("/types/swift?AddImplicitVersion=abc")
        }
        #expect(error.statusCode == 400)
        #expect(error.serviceErrorCode == "ArgumentException")
        #expect(error.message?.hasPrefix("Invalid options:") == true)
        #expect(error.message?.contains("AddImplicitVersion") == true)
    }

    @Test func aGivenBaseUrlWinsOverTheRequestsAddress() async throws {
        let (text, status, _) = try await MetadataServer.get("/types/swift?BaseUrl=https://api.example.org")
        #expect(status == 200)
        #expect(text.contains("\nBaseUrl: https://api.example.org\n"))
    }

    @Test func typesListsEveryGeneratedLanguageAsJSONByDefault() async throws {
        let baseUrl = try await MetadataServer.baseUrl().trimmingSuffix("/")
        let (text, status, contentType) = try await MetadataServer.get("/types")
        #expect(status == 200)
        #expect(contentType?.hasPrefix("application/json") == true)
        let links = try JSONDecoder().decode([String: String].self, from: Data(text.utf8))
        #expect(links["Metadata"] == "\(baseUrl)/types/metadata")
        #expect(links["Swift"] == "\(baseUrl)/types/swift")
        #expect(links["TypeScript"] == "\(baseUrl)/types/typescript")
        #expect(links["TypeScriptDefinition"] == "\(baseUrl)/types/typescript.d")
        #expect(links["JavaScript"] == "\(baseUrl)/types/js")
        #expect(links["Mjs"] == "\(baseUrl)/types/mjs")
        #expect(links["Python"] == "\(baseUrl)/types/python")
        #expect(links["CSharp"] == "\(baseUrl)/types/csharp")
        #expect(links["Java"] == "\(baseUrl)/types/java")
        #expect(links["Kotlin"] == "\(baseUrl)/types/kotlin")
        #expect(links["Dart"] == "\(baseUrl)/types/dart")
        #expect(links.count == 1 + NativeTypesLanguage.allCases.flatMap(\.pathNames).count)
    }

    @Test func typesListsEveryLanguageAsHTMLForABrowser() async throws {
        let (html, status, contentType) = try await MetadataServer.get(
            "/types", accept: "text/html,application/xhtml+xml,*/*;q=0.8")
        #expect(status == 200)
        #expect(contentType?.hasPrefix("text/html") == true)
        for name in ["metadata"] + NativeTypesLanguage.allCases.flatMap(\.pathNames) {
            #expect(html.contains("/types/\(name)\">"), "missing /types/\(name)")
        }
    }

    @Test func metadataPageLinksEveryLanguage() async throws {
        let (html, _, _) = try await MetadataServer.get("/metadata")
        for name in NativeTypesLanguage.allCases.flatMap(\.pathNames) {
            #expect(html.contains("<a href=\"/types/\(name)\">"), "missing /types/\(name)")
        }
    }

    private func withoutDate(_ text: String) -> [Substring] {
        text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("Date:") }
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
