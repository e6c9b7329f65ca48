import Foundation
import Testing

@testable import ServiceStackNativeTypes

/// No Kotlin compiler is packaged for this machine: goldens of the fixtures and the shapes that matter.
@Suite struct KotlinGeneratorTests {
    static let fixtureNames = LanguageFixtures.names

    static func generate(_ json: String, _ parameters: [OptionParameter] = []) throws -> String {
        try LanguageFixtures.generate(.kotlin, json: json, parameters: parameters)
    }

    @Test(arguments: fixtureNames)
    func fixtureMatchesGolden(name: String) throws {
        try LanguageFixtures.checkGolden(.kotlin, fixture: name)
    }

    @Test func headerListsTheOptionsWithServiceStacksDefaults() throws {
        let output = try Self.generate(
            #"{"types":[],"operations":[]}"#, [OptionParameter(key: "Package", value: "a.b")])
        for line in [
            "/* Options:", "Package: a.b", "//AddServiceStackTypes: True", "//AddResponseStatus: False",
            "//AddImplicitVersion: ", "//AddDescriptionAsComments: True", "//IncludeTypes: ", "//ExcludeTypes: ",
            "//InitializeCollections: False", "//TreatTypesAsStrings: ",
            "//DefaultImports: java.math.*,java.util.*,java.io.InputStream,net.servicestack.client.*",
            "package a.b", "import net.servicestack.client.*",
        ] {
            #expect(output.contains("\n\(line)\n") || output.hasPrefix(line + "\n"), "\(line)")
        }
        #expect(!output.contains(";"))
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
            "open var a:Date? = null", "open var b:TimeSpan? = null", "open var c:UUID? = null",
            "open var d:Int? = null", "open var e:ArrayList<String>? = null",
            "open var f:HashMap<String,ArrayList<Long?>>? = null", "open var g:ByteArray? = null",
            "open var h:InputStream? = null", "open var i:Any? = null", "open var j:ArrayList<Int>? = null",
            "open var k:Boolean? = null", "open var l:BigDecimal? = null",
        ] {
            #expect(output.contains("\n    \(line)\n"), "\(line)")
        }
        #expect(output.contains("\nopen class Poco\n{\n"))
    }

    @Test func requestsCarryRoutesMarkersAndResponseTypes() throws {
        let output = try Self.generate(
            #"""
            {"types":[],"operations":[
              {"request":{"name":"Hello","namespace":"N","implements":[{"name":"IGet"},{"name":"IUnknown"}]},
               "response":{"name":"HelloResponse","namespace":"N"},
               "routes":[{"path":"/hello/{Name}","verbs":"GET"},{"path":"/hello"}]},
              {"request":{"name":"Ping","namespace":"N"},"returnsVoid":true,"routes":[{"path":"/ping"}]},
              {"request":{"name":"Find","namespace":"N","inherits":{"name":"QueryDb`1","genericArgs":["Poco"]}},
               "response":{"name":"QueryResponse`1","namespace":"N","genericArgs":["Poco"]}}
            ]}
            """#)
        #expect(
            output.contains(
                """
                @Route(Path="/hello/{Name}", Verbs="GET")
                // @Route(Path="/hello")
                open class Hello : IReturn<HelloResponse>, IGet
                {
                    companion object { private val responseType = HelloResponse::class.java }
                    override fun getResponseType(): Any? = Hello.responseType
                }
                """))
        #expect(output.contains("@Route(Path=\"/ping\")\nopen class Ping : IReturnVoid\n"))
        #expect(output.contains("open class Find : QueryDb<Poco>(), IReturn<QueryResponse<Poco>>\n"))
        #expect(output.contains("private val responseType = object : TypeToken<QueryResponse<Poco>>(){}.type }"))
        #expect(output.contains("\nimport com.google.gson.reflect.*\n"))
        #expect(!output.contains("IUnknown"))
    }

    @Test func inheritedPropertiesAreOverridden() throws {
        let output = try Self.generate(
            #"""
            {"types":[
              {"name":"IHasName","namespace":"N","isInterface":true,"properties":[{"name":"Name","type":"String"}]},
              {"name":"Base","namespace":"N","properties":[{"name":"Id","type":"Int32"}]},
              {"name":"Item","namespace":"N","inherits":{"name":"Base"},"implements":[{"name":"IHasName"}],
               "properties":[{"name":"Id","type":"Int32"},{"name":"Name","type":"String"},{"name":"Tags","type":"List`1","genericArgs":["String"],"isRequired":true}]}
            ],"operations":[]}
            """#)
        #expect(output.contains("interface IHasName\n{\n    var name:String?\n}\n"))
        #expect(
            output.contains(
                "open class Item : Base(), IHasName\n{\n    override var id:Int? = null\n"
                    + "    override var name:String? = null\n    open var tags:ArrayList<String> = ArrayList<String>()\n}\n"
            ))
    }

    @Test func apiAnnotationsAreWrittenWithTheElementsTheLibraryDeclares() throws {
        let output = try Self.generate(JavaGeneratorTests.annotated)
        #expect(
            output.contains(
                """
                @Route(Path="/hello")
                @Api(Description="Says \\"hi\\"")
                open class Hello
                {
                    @ApiMember(Name="Id", IsRequired=true)
                    open var id:Int? = null
                """))
        #expect(!output.contains("Tag"))
    }

    @Test func keywordsAreEscapedAsServiceStackDoes() throws {
        let output = try Self.generate(
            #"""
            {"types":[{"name":"Poco","namespace":"N","properties":[
              {"name":"Object","type":"String"},{"name":"When","type":"Int32"},
              {"name":"Label","type":"String","dataMember":{"name":"label_text"}}]}],"operations":[]}
            """#)
        #expect(output.contains("    @SerializedName(\"object\") open var Object:String? = null\n"))
        #expect(output.contains("    @SerializedName(\"when\") open var When:Int? = null\n"))
        #expect(
            output.contains(
                "    @DataMember(Name=\"label_text\")\n    @SerializedName(\"label_text\")\n    open var label:String? = null\n"
            ))
        #expect(output.contains("\nimport com.google.gson.annotations.*\n"))
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
        #expect(output.contains("enum class Color\n{\n    Red,\n    @SerializedName(\"dark_blue\") Dark_blue,\n}\n"))
        #expect(
            output.contains(
                "enum class Flags(val value:Int)\n{\n    @SerializedName(\"0\") None(0),\n    @SerializedName(\"1\") Read(1),\n}\n"
            ))
    }

    @Test func optionsChangeTheOutput() throws {
        let output = try Self.generate(
            #"""
            {"types":[],"operations":[{"request":{"name":"Hello","namespace":"N","description":"Says hi",
              "properties":[{"name":"Name","type":"Guid"},{"name":"Tags","type":"List`1","genericArgs":["String"]}]},
              "response":{"name":"HelloResponse","namespace":"N"}}]}
            """#,
            [
                OptionParameter(key: "AddResponseStatus", value: "True"),
                OptionParameter(key: "AddImplicitVersion", value: "3"),
                OptionParameter(key: "AddDescriptionAsComments", value: "False"),
                OptionParameter(key: "InitializeCollections", value: "True"),
                OptionParameter(key: "TreatTypesAsStrings", value: "Guid"),
                OptionParameter(key: "DefaultImports", value: "java.util.*,net.servicestack.client.*"),
            ])
        #expect(output.contains("    val version:Int = 3\n    open var name:String? = null\n"))
        #expect(output.contains("    open var tags:ArrayList<String> = ArrayList<String>()\n"))
        #expect(output.contains("open class HelloResponse\n{\n    var responseStatus:ResponseStatus? = null\n}\n"))
        #expect(!output.contains("Says hi"))
        #expect(output.contains("*/\n\nimport java.util.*\nimport net.servicestack.client.*\n\n"))
    }

    @Test func hostileTextCannotEndACommentOrString() throws {
        let output = try Self.generate(
            #"""
            {"types":[{"name":"T","namespace":"N","description":"a */ b /* c\n} class X {","properties":[]}],
             "operations":[{"request":{"name":"R","namespace":"N"},"routes":[{"path":"/a\"); ${x} //\n","verbs":"GET"}]}]}
            """#, [OptionParameter(key: "Extra", value: "x */ y /* z")])
        #expect(output.contains("\n* a * / b / * c } class X {\n"))
        #expect(output.contains(#"@Route(Path="/a\"); \${x} //\u000A", Verbs="GET")"#))
        #expect(output.contains("Extra: x * / y / * z\n"))
    }

    @Test func namesThatCannotBeKotlinAreRefused() {
        for json in [
            #"{"types":[{"name":"A B","namespace":"N"}],"operations":[]}"#,
            #"{"types":[{"name":"fun","namespace":"N"}],"operations":[]}"#,
            #"{"types":[{"name":"Any","namespace":"N"}],"operations":[]}"#,
            #"{"types":[{"name":"A","namespace":"N","properties":[{"name":"X","type":"String"},{"name":"x","type":"String"}]}],"operations":[]}"#,
            #"{"types":[{"name":"E","namespace":"N","isEnum":true,"enumNames":["A"],"enumValues":["1),"]}],"operations":[]}"#,
        ] {
            #expect(throws: GeneratorError.self, "\(json)") { try Self.generate(json) }
        }
    }
}
