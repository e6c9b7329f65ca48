import Foundation
import ServiceStack
import ServiceStackTesting
import Testing

/// Hand-written in ServiceStack.Swift's style: keyword properties capitalised.
final class HandWrittenKeywords: Codable {
    var name: String?
    // swift-format-ignore: AlwaysUseLowerCamelCase
    var Description: String?
    // swift-format-ignore: AlwaysUseLowerCamelCase
    var Is: String?
    // swift-format-ignore: AlwaysUseLowerCamelCase
    var Default: Int?
}

/// As the generator writes them: `description` capitalised, other keywords in backticks.
final class GeneratedKeywords: Codable {
    var name: String?
    // swift-format-ignore: AlwaysUseLowerCamelCase
    var Description: String?
    var `is`: Bool?
    var `default`: String?
}

/// Keyword properties inside collections and optional nested objects.
final class KeywordsPage: Codable, IReturn {
    typealias Return = KeywordsPage
    var results: [HandWrittenKeywords] = []
    var first: HandWrittenKeywords?
}

/// One response holding both forms of `is`.
final class MixedKeywords: Codable {
    var handWritten: HandWrittenKeywords?
    var generated: GeneratedKeywords?
}

/// A hand-written `description` property that is not `CustomStringConvertible`'s.
struct PlainDescription: Codable {
    var description: String?
}

@Suite struct KeywordKeyJsonTests {
    static let camelCase = #"{"name":"name","is":"is","description":"description","default":3}"#

    /// ServiceStack.Swift's `JsonTests.Can_Deserialize_DTO_with_keywords`.
    @Test func capitalisedKeywordPropertiesReadCamelCaseKeys() throws {
        let dto = try #require(fromJson(HandWrittenKeywords.self, Self.camelCase))
        #expect(dto.name == "name")
        #expect(dto.Description == "description")
        #expect(dto.Is == "is")
        #expect(dto.Default == 3)
    }

    @Test func capitalisedKeywordPropertiesRoundTrip() throws {
        let dto = HandWrittenKeywords()
        dto.name = "name"
        dto.Description = "description"
        dto.Is = "is"
        let json = try #require(toJson(dto))
        let back = try #require(fromJson(HandWrittenKeywords.self, json))
        #expect(back.Description == "description")
        #expect(back.Is == "is")
    }

    @Test func backtickedKeywordPropertiesStillReadTheirKeys() throws {
        let json = #"{"name":"n","is":true,"default":"d","description":"text"}"#
        let dto = try #require(fromJson(GeneratedKeywords.self, json))
        #expect(dto.is == true)
        #expect(dto.default == "d")
        #expect(dto.Description == "text")
    }

    @Test func nestedAndCollectedKeywordPropertiesReadTheirKeys() throws {
        let json = #"{"results":[{"is":"a"},{"is":"b","description":"second"}],"first":{"is":"c","default":4}}"#
        let page = try #require(fromJson(KeywordsPage.self, json))
        #expect(page.results.map(\.Is) == ["a", "b"])
        #expect(page.results.last?.Description == "second")
        #expect(page.first?.Is == "c")
        #expect(page.first?.Default == 4)
    }

    /// Where one response reads both forms of a keyword, the generated (backticked) form is the one filled.
    @Test func whenBothFormsMeetTheGeneratedFormWins() throws {
        let json = #"{"handWritten":{"is":"a","description":"d"},"generated":{"is":true}}"#
        let mixed = try #require(fromJson(MixedKeywords.self, json))
        #expect(mixed.generated?.is == true)
        #expect(mixed.handWritten?.Is == nil)
        #expect(mixed.handWritten?.Description == "d")
    }

    @Test func aLowercaseDescriptionPropertyReadsItsKey() throws {
        let plain = try JsonConfig.createDecoder().decode(
            PlainDescription.self, from: Data(#"{"description":"x"}"#.utf8))
        #expect(plain.description == "x")
    }

    @Test func createDecoderReadsKeywordsAsTheDecodedTypeNamesThem() throws {
        let decoder = JsonConfig.createDecoder()
        let handWritten = try decoder.decode(HandWrittenKeywords.self, from: Data(Self.camelCase.utf8))
        #expect(handWritten.Is == "is")
        let generated = try decoder.decode(GeneratedKeywords.self, from: Data(#"{"is":true}"#.utf8))
        #expect(generated.is == true)
    }

    @Test func clientResponsesAndServerEventBodiesReadKeywordKeys() async throws {
        let json = #"{"results":[{"is":"a","description":"d"}],"first":{"default":1}}"#
        let (client, _) = stubbedClient { stub in
            stub.on(path: "/api/KeywordsPage", StubResponse(json: json))
        }
        let page = try await client.postAsync(KeywordsPage())
        #expect(page.results.first?.Is == "a")
        #expect(page.results.first?.Description == "d")
        #expect(page.first?.Default == 1)

        let message = ServerEventMessage(eventId: 1, data: "cmd.HandWrittenKeywords " + Self.camelCase)
        #expect(try message.decode(HandWrittenKeywords.self).Is == "is")
    }
}
