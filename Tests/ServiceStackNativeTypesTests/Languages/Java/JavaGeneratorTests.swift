import Foundation
import Testing

@testable import ServiceStackNativeTypes

@Suite struct JavaGeneratorTests {
    static let fixtureNames = LanguageFixtures.names

    static func generate(_ json: String, _ parameters: [OptionParameter] = []) throws -> String {
        try LanguageFixtures.generate(.java, json: json, parameters: parameters)
    }

    @Test(arguments: fixtureNames)
    func fixtureMatchesGolden(name: String) throws {
        try LanguageFixtures.checkGolden(.java, fixture: name)
    }

    @Test func headerListsTheOptionsWithServiceStacksDefaults() throws {
        let output = try Self.generate(
            #"{"types":[],"operations":[]}"#, [OptionParameter(key: "Package", value: "a.b")])
        for line in [
            "/* Options:", "Package: a.b", "//GlobalNamespace: dtos", "//AddPropertyAccessors: True",
            "//SettersReturnThis: True", "//AddServiceStackTypes: True", "//AddResponseStatus: False",
            "//AddDescriptionAsComments: True", "//AddImplicitVersion: ", "//IncludeTypes: ", "//ExcludeTypes: ",
            "//TreatTypesAsStrings: ",
            "//DefaultImports: java.math.*,java.util.*,java.io.InputStream,net.servicestack.client.*",
            "package a.b;", "import net.servicestack.client.*;", "public class dtos",
        ] {
            #expect(output.contains("\n\(line)\n") || output.hasPrefix(line + "\n"), "\(line)")
        }
    }

    @Test func mapsTypesAsServiceStackDoes() throws {
        let output = try Self.generate(
            #"""
            {"types":[{"name":"Poco","namespace":"N","properties":[
              {"name":"A","type":"DateTime"},{"name":"B","type":"TimeSpan"},{"name":"C","type":"Guid"},
              {"name":"D","type":"Nullable`1","genericArgs":["Int32"]},{"name":"E","type":"List`1","genericArgs":["String"]},
              {"name":"F","type":"Dictionary`2","genericArgs":["String","List<Nullable<Int64>>"]},{"name":"G","type":"Byte[]"},
              {"name":"H","type":"Stream"},{"name":"I","type":"Object"},{"name":"J","type":"Int32[]"},
              {"name":"K","type":"Boolean"},{"name":"L","type":"Decimal"}
            ]}],"operations":[]}
            """#)
        for line in [
            "public Date a = null;", "public TimeSpan b = null;", "public UUID c = null;", "public Integer d = null;",
            "public ArrayList<String> e = null;", "public HashMap<String,ArrayList<Long>> f = null;",
            "public byte[] g = null;", "public InputStream h = null;", "public Object i = null;",
            "public ArrayList<Integer> j = null;", "public Boolean k = null;", "public BigDecimal l = null;",
            "public Date getA() { return a; }", "public Poco setA(Date value) { this.a = value; return this; }",
            "public Boolean isK() { return k; }",
        ] {
            #expect(output.contains("        \(line)\n"), "\(line)")
        }
        #expect(output.contains("    public static class Poco\n    {\n"))
    }

    @Test func requestsCarryRoutesMarkersAndResponseTypes() throws {
        let output = try Self.generate(
            #"""
            {"types":[],"operations":[
              {"request":{"name":"Hello","namespace":"N","implements":[{"name":"IGet"},{"name":"IUnknown"}]},
               "response":{"name":"HelloResponse","namespace":"N"},
               "routes":[{"path":"/hello/{Name}","verbs":"GET"},{"path":"/hello"}]},
              {"request":{"name":"Ping","namespace":"N"},"returnsVoid":true,"routes":[{"path":"/ping"}]},
              {"request":{"name":"Find","namespace":"N"},"response":{"name":"QueryResponse`1","namespace":"N","genericArgs":["Poco"]}}
            ]}
            """#)
        #expect(
            output.contains(
                """
                    @Route(Path="/hello/{Name}", Verbs="GET")
                    // @Route(Path="/hello")
                    public static class Hello implements IReturn<HelloResponse>, IGet
                    {
                        private static Object responseType = HelloResponse.class;
                        public Object getResponseType() { return responseType; }
                    }
                """))
        #expect(output.contains("    @Route(Path=\"/ping\")\n    public static class Ping implements IReturnVoid\n"))
        #expect(
            output.contains(
                "private static Object responseType = new TypeToken<QueryResponse<Poco>>(){}.getType();"))
        #expect(output.contains("import com.google.gson.reflect.*;\n"))
        #expect(!output.contains("IUnknown"))
    }

    static let annotated = #"""
        {"types":[],"operations":[{"request":{"name":"Hello","namespace":"N",
          "attributes":[{"name":"Api","constructorArgs":[{"name":"description","type":"String","value":"Says \"hi\""}]},
                        {"name":"Tag","args":[{"name":"Name","type":"String","value":"x"}]}],
          "properties":[{"name":"Id","type":"Int32","attributes":[{"name":"ApiMember","args":[
            {"name":"Name","type":"String","value":"Id"},{"name":"IsRequired","type":"Boolean","value":"true"},
            {"name":"AllowMultiple","type":"Boolean","value":"yes); }"},{"name":"Unknown","type":"String","value":"u"}]}]}]},
          "routes":[{"path":"/hello"}]}]}
        """#

    @Test func apiAnnotationsAreWrittenWithTheElementsTheLibraryDeclares() throws {
        let output = try Self.generate(Self.annotated)
        #expect(
            output.contains(
                """
                    @Route(Path="/hello")
                    @Api(Description="Says \\"hi\\"")
                    public static class Hello
                    {
                        @ApiMember(Name="Id", IsRequired=true)
                        public Integer id = null;
                """))
        #expect(!output.contains("Tag"))
        #expect(!output.contains("yes"))
    }

    @Test func aDTONamedLikeAnAnnotationTheOutputUsesIsRefused() throws {
        let route = #"{"types":[{"name":"Route","namespace":"N"}],"operations":[]}"#
        #expect(try Self.generate(route).contains("public static class Route\n"))
        let routed = #"""
            {"types":[{"name":"Route","namespace":"N"}],"operations":[{"request":{"name":"R","namespace":"N"},"routes":[{"path":"/r"}]}]}
            """#
        #expect(throws: GeneratorError.duplicateTypeName("Route")) { try Self.generate(routed) }
    }

    @Test func keywordsAreEscapedAsServiceStackDoes() throws {
        let output = try Self.generate(
            #"""
            {"types":[{"name":"Poco","namespace":"N","properties":[
              {"name":"Class","type":"String"},{"name":"Default","type":"Int32"},
              {"name":"Label","type":"String","dataMember":{"name":"label_text","order":2}}]}],"operations":[]}
            """#)
        #expect(output.contains("        @SerializedName(\"class\") public String Class = null;\n"))
        #expect(output.contains("        @SerializedName(\"default\") public Integer Default = null;\n"))
        #expect(output.contains("        public String getClass_() { return Class; }\n"))
        #expect(
            output.contains(
                "        @DataMember(Name=\"label_text\", Order=2)\n        @SerializedName(\"label_text\")\n"
                    + "        public String label = null;\n"))
        #expect(output.contains("import com.google.gson.annotations.*;\n"))
    }

    @Test func enumsCarryTheirValues() throws {
        let output = try Self.generate(
            #"""
            {"types":[
              {"name":"Color","namespace":"N","isEnum":true,"enumNames":["Red","dark_blue"]},
              {"name":"Flags","namespace":"N","isEnum":true,"attributes":[{"name":"Flags"}],
               "enumNames":["None","Read"],"enumValues":["0","1"]}
            ],"operations":[]}
            """#)
        #expect(
            output.contains(
                "    public static enum Color\n    {\n        Red,\n        @SerializedName(\"dark_blue\") Dark_blue;\n    }\n"
            ))
        #expect(
            output.contains(
                """
                        @SerializedName("0") None(0),
                        @SerializedName("1") Read(1);

                        private final int value;
                        Flags(final int intValue) { value = intValue; }
                        public int getValue() { return value; }
                """))
    }

    @Test func optionsChangeTheOutput() throws {
        let json = #"""
            {"types":[],"operations":[{"request":{"name":"Hello","namespace":"N","description":"Says hi",
              "properties":[{"name":"Name","type":"Guid"}]},"response":{"name":"HelloResponse","namespace":"N"}}]}
            """#
        let output = try Self.generate(
            json,
            [
                OptionParameter(key: "GlobalNamespace", value: "Api"),
                OptionParameter(key: "AddPropertyAccessors", value: "False"),
                OptionParameter(key: "AddResponseStatus", value: "True"),
                OptionParameter(key: "AddImplicitVersion", value: "3"),
                OptionParameter(key: "AddDescriptionAsComments", value: "False"),
                OptionParameter(key: "TreatTypesAsStrings", value: "Guid"),
                OptionParameter(key: "DefaultImports", value: "java.util.*,net.servicestack.client.*"),
            ])
        #expect(output.contains("\npublic class Api\n{\n"))
        #expect(output.contains("        public Integer version = 3;\n        public String name = null;\n"))
        #expect(output.contains("        public ResponseStatus responseStatus = null;\n"))
        #expect(!output.contains("getName"))
        #expect(!output.contains("Says hi"))
        #expect(output.contains("*/\n\nimport java.util.*;\nimport net.servicestack.client.*;\n\npublic class Api"))
        let voidSetters = try Self.generate(json, [OptionParameter(key: "SettersReturnThis", value: "False")])
        #expect(voidSetters.contains("        public void setName(UUID value) { this.name = value; }\n"))
        #expect(voidSetters.contains("    /**\n    * Says hi\n    */\n"))
    }

    @Test func hostileTextCannotEndACommentOrStringOrStartAUnicodeEscape() throws {
        let output = try Self.generate(
            #"""
            {"types":[{"name":"T","namespace":"N","description":"a */ b \\u002A/ c\n} class X {","properties":[]}],
             "operations":[{"request":{"name":"R","namespace":"N"},"routes":[{"path":"/a\"); } //\n\u00e9\\u0022","verbs":"GET"}]}]}
            """#, [OptionParameter(key: "Extra", value: "x */ y \\u002A/")])
        #expect(output.contains("    * a * / b \\\\u002A/ c } class X {\n"))
        #expect(output.contains(#"@Route(Path="/a\"); } //\012\u00E9\\u0022", Verbs="GET")"#))
        #expect(output.contains("Extra: x * / y \\\\u002A/\n"))
    }

    @Test func namesThatCannotBeJavaAreRefused() {
        for json in [
            #"{"types":[{"name":"A B","namespace":"N"}],"operations":[]}"#,
            #"{"types":[{"name":"class","namespace":"N"}],"operations":[]}"#,
            #"{"types":[{"name":"String","namespace":"N"}],"operations":[]}"#,
            #"{"types":[{"name":"dtos","namespace":"N"}],"operations":[]}"#,
            #"{"types":[{"name":"A","namespace":"N","properties":[{"name":"X","type":"String"},{"name":"x","type":"String"}]}],"operations":[]}"#,
            #"{"types":[{"name":"A","namespace":"N","properties":[{"name":"X;","type":"String"}]}],"operations":[]}"#,
            #"{"types":[{"name":"E","namespace":"N","isEnum":true,"enumNames":["A"],"enumValues":["1);"]}],"operations":[]}"#,
        ] {
            #expect(throws: GeneratorError.self, "\(json)") { try Self.generate(json) }
        }
        #expect(throws: GeneratorError.self) {
            try Self.generate(#"{"types":[],"operations":[]}"#, [OptionParameter(key: "Package", value: "a;b")])
        }
    }
}
