import Foundation
import Testing

@testable import ServiceStackNativeTypes

@Suite struct CSharpGeneratorTests {
    static let fixtureNames = LanguageFixtures.names

    static func fixture(_ name: String) throws -> MetadataTypes {
        try LanguageFixtures.metadata(name)
    }

    static func generate(_ json: String, _ parameters: [OptionParameter] = []) throws -> String {
        try LanguageFixtures.generate(.cSharp, json: json, parameters: parameters)
    }

    @Test(arguments: fixtureNames)
    func fixtureMatchesGolden(name: String) throws {
        try LanguageFixtures.checkGolden(.cSharp, fixture: name)
    }

    @Test func mapsTypesAsServiceStackDoes() throws {
        let output = try Self.generate(
            #"""
            {"types":[{"name":"Poco","namespace":"N","properties":[
              {"name":"A","type":"DateTime"},{"name":"B","type":"TimeSpan"},{"name":"C","type":"Guid"},
              {"name":"D","type":"Nullable`1","genericArgs":["Int32"]},{"name":"E","type":"List`1","genericArgs":["String"]},
              {"name":"F","type":"Dictionary`2","genericArgs":["String","Int64"]},{"name":"G","type":"Byte[]"},
              {"name":"H","type":"Stream"},{"name":"I","type":"Object"},{"name":"class","type":"Boolean"}
            ]}],"operations":[]}
            """#)
        for line in [
            "public virtual DateTime A { get; set; }", "public virtual TimeSpan B { get; set; }",
            "public virtual Guid C { get; set; }", "public virtual int? D { get; set; }",
            "public virtual List<string> E { get; set; }", "public virtual Dictionary<string, long> F { get; set; }",
            "public virtual byte[] G { get; set; }", "public virtual Stream H { get; set; }",
            "public virtual Object I { get; set; }", "public virtual bool @class { get; set; }",
        ] {
            #expect(output.contains("        \(line)\n"), "\(line)")
        }
        #expect(output.contains("namespace N\n{\n    public partial class Poco\n"))
    }

    @Test func requestsCarryRoutesMarkersAndVerbInterfaces() throws {
        let output = try Self.generate(
            #"""
            {"types":[],"operations":[
              {"request":{"name":"Hello","namespace":"N","implements":[{"name":"IGet"},{"name":"IUnknown"}]},
               "response":{"name":"HelloResponse","namespace":"N"},"routes":[{"path":"/hello/{Name}","verbs":"GET"}]},
              {"request":{"name":"Ping","namespace":"N"},"returnsVoid":true,"routes":[{"path":"/ping"}]}
            ]}
            """#, [OptionParameter(key: "AddDataContractAttributes", value: "True")])
        #expect(
            output.contains(
                "    [Route(\"/hello/{Name}\", \"GET\")]\n    [DataContract]\n    public partial class Hello\n        : IReturn<HelloResponse>, IGet\n"
            ))
        #expect(
            output.contains(
                "    [Route(\"/ping\")]\n    [DataContract]\n    public partial class Ping\n        : IReturnVoid\n"))
        #expect(output.contains("AddDataContractAttributes: True\n"))
        #expect(!output.contains("IUnknown"))
    }

    @Test func hostileTextCannotEndACommentOrString() throws {
        let output = try Self.generate(
            #"""
            {"types":[{"name":"T","namespace":"N","description":"a */ b\n} class X {","properties":[]}],
             "operations":[{"request":{"name":"R","namespace":"N"},"routes":[{"path":"/a\"); } //\n","verbs":"GET"}]}]}
            """#, [OptionParameter(key: "Extra", value: "x */ y")])
        #expect(output.contains("    ///a */ b } class X {\n"))
        #expect(output.contains(#"[Route("/a\"); } //\u000A", "GET")]"#))
        #expect(output.contains("Extra: x *\\/ y\n"))
    }

    @Test func namesThatCannotBeIdentifiersAreRefused() {
        #expect(throws: GeneratorError.self) {
            try Self.generate(#"{"types":[{"name":"A B","namespace":"N"}],"operations":[]}"#)
        }
        #expect(throws: GeneratorError.self) {
            try Self.generate(#"{"types":[{"name":"A","namespace":"N;using X"}],"operations":[]}"#)
        }
    }
}
