import Foundation
import ServiceStack
import ServiceStackServerTesting
import Testing

/// Query filters follow the text rule of writes: a NUL character is a 400 naming the parameter on both databases
/// (PostgreSQL answered 500), and so is a `Like` pattern that PostgreSQL would refuse.
@Suite struct QueryTextRuleTests {
    @Test(
        arguments: DatabaseKind.allCases,
        [
            ("api/QueryTechnologies?nameContains=%00", "nameContains"),
            ("api/QueryTechnologies?name=a%00b", "name"),
            ("api/QueryTechnologies?NameStartsWith=Sw%00", "NameStartsWith"),
            ("api/QueryTechnologies?NameLike=%00%25", "NameLike"),
            ("api/QueryTechnologies?NamesIn=Swift,Ru%00st", "NamesIn"),
            ("api/FindTechnologies?nameContains=%00", "nameContains"),
            ("api/FindTechnologies?vendor=App%00le", "vendor"),
        ])
    func aNulCharacterInAFilterIs400NamingIt(_ kind: DatabaseKind, _ call: (String, String)) async throws {
        try await AutoQueryFixture.with(kind, .inMemory) { fixture in
            let response = try await fixture.raw(call.0)
            #expect(response.status == 400)
            #expect(response.responseStatus?.errors.map(\.fieldName) == [call.1])
        }
    }

    @Test(arguments: DatabaseKind.allCases)
    func aLikePatternEndingInItsEscapeCharacterIs400(_ kind: DatabaseKind) async throws {
        try await AutoQueryFixture.with(kind, .inMemory) { fixture in
            let dangling = try await fixture.raw("api/QueryTechnologies?NameLike=Swift%5C")
            #expect(dangling.status == 400)
            #expect(dangling.responseStatus?.errors.map(\.fieldName) == ["NameLike"])
            // An escaped escape character is a literal one, alike on both databases.
            let doubled = try await fixture.raw("api/QueryTechnologies?NameLike=Swift%5C%5C")
            #expect(doubled.status == 200)
            let literalPercent = try await fixture.raw("api/QueryTechnologies?NameLike=%25100%5C%25%25")
            #expect(literalPercent.status == 200)
            #expect(String(decoding: literalPercent.body, as: UTF8.self).contains("100% Pure_Go"))
        }
    }
}
