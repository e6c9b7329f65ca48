import Foundation
import Testing

@testable import ServiceStackNativeTypes

/// Swift types as values: rendering, optionality, and the mapper and initial values built on their structure.
@Suite struct SwiftTypeTests {
    @Test func typesRenderAsTheOfficialGeneratorWritesThem() {
        let poco = SwiftType.named("Poco")
        #expect(
            SwiftType.named("QueryDb2", arguments: [poco, poco], separator: .spaced).description
                == "QueryDb2<Poco, Poco>")
        #expect(SwiftType.named("Pair", arguments: [poco, .string]).description == "Pair<Poco,String>")
        #expect(
            SwiftType.named("List", arguments: [.string, poco], separator: .keyValue).description == "List<String:Poco>"
        )
        #expect(SwiftType.array(.optional(.dictionary(key: .string, value: poco))).description == "[[String:Poco]?]")
    }

    @Test func unwrappingRemovesEveryOptionalLayer() {
        let nested = SwiftType.optional(.optional(.array(.optional(.string))))
        #expect(nested.unwrapped.type == .array(.optional(.string)))
        #expect(nested.unwrapped.isOptional)
        #expect(SwiftType.string.unwrapped.isOptional == false)
    }

    /// The generic arguments of an array of a generic type belong to the element (`[Result_1<Poco>]`), not after
    /// the brackets (`[Result_1]<Poco>`, which does not compile).
    @Test func genericArgumentsOfAnArrayTypeGoToItsElement() throws {
        let mapper = try #require(NamingTests.mapper)
        #expect(try mapper.typeName("Result`1[]", genericArgs: ["Poco"], scope: []) == "[Result_1<Poco>]")
    }

    /// Without `MakePropertiesOptional` a collection gets the empty literal of its own kind, whatever its element
    /// or key types look like.
    @Test func nonOptionalCollectionsStartEmptyByTheirKind() throws {
        let metadata = try Fixtures.metadata(
            json: #"""
                {"types":[
                  {"name":"Box`1","namespace":"X","genericArgs":["T"],"properties":[{"name":"Value","type":"T"}]},
                  {"name":"Lookup","namespace":"X","properties":[
                    {"name":"ByPath","type":"Dictionary`2","genericArgs":["List<String>","Int32"]},
                    {"name":"Boxes","type":"List`1","genericArgs":["Box<Dictionary<String,String>>"]}
                  ]}
                ]}
                """#)
        let output = try Fixtures.generate(metadata, NativeTypesOptions(makePropertiesOptional: false))
        #expect(output.contains("    public var byPath:[[String]:Int] = [:]\n"))
        #expect(output.contains("    public var boxes:[Box<[String:String]>] = []\n"))
    }

    @Test func emptyLiteralsFollowTheCollectionKind() {
        #expect(PropertyTranslator.defaultLiteral(for: .dictionary(key: .array(.string), value: .string)) == "[:]")
        #expect(PropertyTranslator.defaultLiteral(for: .array(.dictionary(key: .string, value: .string))) == "[]")
        #expect(PropertyTranslator.defaultLiteral(for: .named("Poco")) == nil)
        #expect(PropertyTranslator.defaultLiteral(for: .named("Int")) == "0")
    }
}
