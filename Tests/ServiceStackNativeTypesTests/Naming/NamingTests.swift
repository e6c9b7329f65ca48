import Foundation
import Testing

@testable import ServiceStackNativeTypes

@Suite struct NamingTests {
    @Test(arguments: [
        ("Id", "id"), ("ID", "id"), ("URLValue", "urlValue"), ("IPAddress", "ipAddress"),
        ("ResponseStatus", "responseStatus"), ("A1B", "a1B"), ("already", "already"), ("", ""),
    ])
    func camelCaseFollowsServiceStack(_ input: String, _ expected: String) {
        #expect(DotNetCasing.camelCase(input) == expected)
    }

    @Test(arguments: [
        ("is", "`is`"), ("default", "`default`"), ("Type", "`Type`"), ("true", "`true`"),
        ("name", "name"),
        ("first name", "first_name"), ("2nd", "_2nd"), ("Größe", "Größe"), ("🙂", "🙂"),
        ("a\u{0301}", "a\u{0301}"), ("\u{0301}a", "_\u{0301}a"), ("#", "_value"), ("_", "_value"),
    ])
    func identifiersAreSanitizedAndEscaped(_ input: String, _ expected: String) {
        #expect(SwiftIdentifier.escaped(input) == expected)
    }

    static let mapper: SwiftTypeMapper? = try? SwiftTypeMapper(
        treatTypesAsStrings: ["Money"],
        documentNames: ["Poco", "Result", "Result`1", "KeyValuePair`2"],
        conflictNames: ["Result", "Result`1"]
    )

    @Test(arguments: [
        ("String", [String](), "String"), ("Int64", [], "Int"), ("Byte[]", [], "[UInt8]"),
        ("Nullable`1", ["DateTime"], "Date?"), ("Nullable`1[]", ["Byte"], "[UInt8?]"),
        ("Nullable`1[]", [], "[String?]"),
        ("List`1", ["Poco"], "[Poco]"), ("Dictionary`2", ["String", "List<Poco>"], "[String:[Poco]]"),
        ("List`1", ["Dictionary<String,List<Nullable<Int32>>>"], "[[String:[Int?]]]"),
        ("KeyValuePair`2", ["String", "Int32"], "KeyValuePair<String, Int>"),
        ("QueryDb`2", ["Poco", "Poco"], "QueryDb2<Poco, Poco>"),
        ("Result`1", ["Poco"], "Result_1<Poco>"),
        ("Money", [], "String"), ("SqlGeography", [], "String"),
        ("ImmutableArray`1", ["Int32"], "String"),
        ("TimeSpan", [], "TimeInterval"), ("Stream", [], "Data"), ("My.Nested.Poco", [], "Poco"),
        ("List`1", ["Poco[]"], "[[Poco]]"), ("List`1", ["List<Poco>[]"], "[[[Poco]]]"),
    ])
    func netTypesMapToSwift(_ type: String, _ args: [String], _ expected: String) throws {
        let mapper = try #require(Self.mapper)
        #expect(try mapper.typeName(type, genericArgs: args, scope: []) == expected)
    }

    @Test func genericParametersInScopeAreKept() throws {
        let mapper = try #require(Self.mapper)
        #expect(try mapper.typeName("List`1", genericArgs: ["T"], scope: ["T"]) == "[T]")
        #expect(try mapper.typeName("T", genericArgs: nil, scope: []) == "String")
    }

    @Test func maliciousTypeNamesThrow() throws {
        let mapper = try #require(Self.mapper)
        #expect(throws: GeneratorError.potentiallyMaliciousName("Bad-Name")) {
            try mapper.typeName("Bad-Name", genericArgs: nil, scope: [])
        }
    }

    @Test func unbalancedGenericArgumentsThrow() throws {
        let mapper = try #require(Self.mapper)
        #expect(throws: GeneratorError.invalidGenericArgument("List<Poco")) {
            try mapper.typeName("List`1", genericArgs: ["List<Poco"], scope: [])
        }
    }
}
