import Foundation
import ServiceStack
import Testing

@Suite struct QueryStringSerializerTests {
    struct Nested: Codable {
        var id: Int
        var name: String
    }

    struct Everything: Codable {
        var text: String? = "a b+c&d"
        var missing: String? = nil
        var ids: [Int] = [1, 2, 3]
        var empty: [Int] = []
        var names: [String] = ["x,y", "plain"]
        var nested: Nested? = Nested(id: 1, name: "n")
        var flag: Bool = true
        var ratio: Double = 2.5
        var when: Date = Date(timeIntervalSince1970: 978_310_861)
        var map: [String: String] = [:]
    }

    @Test func serializesValuesTheWayServiceStackBindsThem() throws {
        let fields = try QueryStringSerializer.fields(of: Everything())
        let dict = Dictionary(uniqueKeysWithValues: fields.map { ($0.name, $0.value) })
        #expect(dict["text"] == "a b+c&d")
        #expect(dict["ids"] == "[1,2,3]")
        #expect(dict["names"] == #"["x,y",plain]"#)
        #expect(dict["nested"] == "{id:1,name:n}")
        #expect(dict["flag"] == "true")
        #expect(dict["ratio"] == "2.5")
        #expect(dict["when"] == "/Date(978310861000-0000)/")
        #expect(dict["missing"] == nil)
        #expect(dict["empty"] == nil)
        #expect(dict["map"] == nil)
        #expect(fields.map(\.name) == ["text", "ids", "names", "nested", "flag", "ratio", "when"])
    }

    @Test func percentEncodesPlusAndAmpersand() throws {
        let query = QueryStringSerializer.encode([URLQueryItem(name: "q", value: "a b+c&d=e")])
        #expect(query == "q=a%20b%2Bc%26d%3De")
    }

    @Test func jsvQuotesStringsWithSpecialCharacters() {
        #expect(WireValue.string("a\"b").jsv == #""a""b""#)
        #expect(WireValue.string("[x]").jsv == #""[x]""#)
        #expect(WireValue.array([.number("1"), .string("a,b")]).jsv == #"[1,"a,b"]"#)
    }

    @Test func includesInheritedQueryBaseFields() throws {
        let query = QueryRockstars()
        query.take = 5
        query.orderBy = "-age"
        query.age = 27
        let names = try QueryStringSerializer.fields(of: query).map(\.name)
        #expect(Set(names) == ["take", "orderBy", "age"])
    }

    @Test func createUrlUsesBasePathAndTypeName() {
        let client = JsonServiceClient(baseUrl: "http://example.org")
        let request = Hello()
        request.name = "World"
        #expect(client.createUrl(dto: request).absoluteString == "http://example.org/api/Hello?name=World")
        #expect(
            client.createUrl(dto: request, query: ["x": "1"]).absoluteString
                == "http://example.org/api/Hello?name=World&x=1")
    }
}
