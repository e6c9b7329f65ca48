import Foundation
import Testing

@testable import ServiceStackNativeTypes

@Suite struct DartGeneratorTests {
    static let fixtureNames = LanguageFixtures.names

    static func generate(_ json: String, _ parameters: [OptionParameter] = []) throws -> String {
        try LanguageFixtures.generate(.dart, json: json, parameters: parameters)
    }

    @Test(arguments: fixtureNames)
    func fixtureMatchesGolden(name: String) throws {
        try LanguageFixtures.checkGolden(.dart, fixture: name)
    }
}

extension DartGeneratorTests {
    @Test func mapsTypesAsServiceStackDoes() throws {
        let output = try Self.generate(
            #"""
            {"types":[{"name":"Poco","namespace":"N","properties":[
              {"name":"A","type":"DateTime"},{"name":"B","type":"TimeSpan"},{"name":"C","type":"Guid"},
              {"name":"D","type":"Nullable`1","genericArgs":["Int32"]},{"name":"E","type":"List`1","genericArgs":["String"]},
              {"name":"F","type":"Dictionary`2","genericArgs":["String","Int64"]},{"name":"G","type":"Byte[]"},
              {"name":"H","type":"Stream"},{"name":"I","type":"Object"},{"name":"J","type":"Decimal"},
              {"name":"K","type":"List`1","genericArgs":["Dictionary<String,Poco>"]},{"name":"L","type":"Poco[]"},
              {"name":"M","type":"Boolean","isRequired":true},{"name":"N","type":"String","isRequired":true}
            ]}],"operations":[]}
            """#)
        for line in [
            "DateTime? a;", "Duration? b;", "String? c;", "int? d;", "List<String>? e;", "Map<String,int?>? f;",
            "Uint8List? g;", "Uint8List? h;", "dynamic? i;", "double? j;", "List<Map<String,Poco>>? k;",
            "List<Poco>? l;", "bool m = false;", "String n = \"\";",
        ] {
            #expect(output.contains("\n    \(line)\n"), "\(line)")
        }
        #expect(output.contains("\nimport 'package:servicestack/servicestack.dart';\nimport 'dart:typed_data';\n"))
        #expect(output.contains("    Poco({this.a,this.b,this.c,this.d,this.e,this.f,this.g,this.h,this.i,"))
        #expect(output.contains("this.m=false,this.n=\"\"});\n"))
        #expect(output.contains("        a = JsonConverters.fromJson(json['a'],'DateTime',context!);\n"))
        #expect(output.contains("        d = json['d'];\n"))
        #expect(output.contains("        j = JsonConverters.toDouble(json['j']);\n"))
        #expect(output.contains("        m = json['m'] ?? false;\n"))
        #expect(output.contains("        'k': JsonConverters.toJson(k,'List<Map<String,Poco>>',context!),\n"))
        #expect(
            output.contains(
                "    'List<Map<String,Poco>>': TypeInfo(TypeOf.Class, create:() => <Map<String,Poco>>[]),\n"))
        #expect(output.contains("    'Poco': TypeInfo(TypeOf.Class, create:() => Poco()),\n"))
    }

    @Test func requestsImplementTheirMarkersAndTheirVerb() throws {
        let output = try Self.generate(
            #"""
            {"types":[],"operations":[
              {"request":{"name":"Hello","namespace":"N","implements":[{"name":"IGet"}],
                "properties":[{"name":"Name","type":"String"}]},"method":"GET",
               "response":{"name":"HelloResponse","namespace":"N","properties":[{"name":"Result","type":"String"}]},
               "routes":[{"path":"/hello/{Name}","verbs":"GET"}]},
              {"request":{"name":"Ping","namespace":"N"},"returnsVoid":true,"method":"POST","routes":[{"path":"/ping"}]},
              {"request":{"name":"Tags","namespace":"N"},"returnType":{"name":"List`1","genericArgs":["String"]}}
            ]}
            """#)
        #expect(
            output.contains(
                """
                // @Route("/hello/{Name}", "GET")
                class Hello implements IReturn<HelloResponse>, IGet, IConvertible
                {
                    String? name;

                    Hello({this.name});
                    Hello.fromJson(Map<String, dynamic> json) { fromMap(json); }

                    fromMap(Map<String, dynamic> json) {
                        name = json['name'];
                        return this;
                    }

                    Map<String, dynamic> toJson() => {
                        'name': name
                    };

                    createResponse() => HelloResponse();
                    getResponseTypeName() => "HelloResponse";
                    getTypeName() => "Hello";
                    TypeContext? context = _ctx;
                }
                """))
        #expect(
            output.contains(
                """
                // @Route("/ping")
                class Ping implements IReturnVoid, IConvertible, IPost
                {
                    Ping();
                    Ping.fromJson(Map<String, dynamic> json) : super();
                    fromMap(Map<String, dynamic> json) {
                        return this;
                    }

                    Map<String, dynamic> toJson() => {};
                    createResponse() {}
                    getTypeName() => "Ping";
                """))
        #expect(output.contains("class Tags implements IReturn<List<String>>, IConvertible\n"))
        #expect(output.contains("    createResponse() => <String>[];\n"))
        #expect(output.contains("class HelloResponse implements IConvertible\n"))
        #expect(output.hasSuffix("    'HelloResponse': TypeInfo(TypeOf.Class, create:() => HelloResponse()),\n});\n"))
    }

    @Test func libraryTypesAreLeftToTheServiceStackPackage() throws {
        let output = try Self.generate(
            #"""
            {"types":[{"name":"ResponseStatus","namespace":"ServiceStack"},{"name":"QueryResponse`1","namespace":"ServiceStack",
              "genericArgs":["T"]},{"name":"Rockstar","namespace":"N"}],"operations":[
              {"request":{"name":"QueryRockstars","namespace":"N","inherits":{"name":"QueryDb`1","genericArgs":["Rockstar"]}},
               "method":"GET","returnType":{"name":"QueryResponse`1","genericArgs":["Rockstar"]}}
            ]}
            """#, [OptionParameter(key: "AddServiceStackTypes", value: "True")])
        #expect(!output.contains("class ResponseStatus"))
        #expect(!output.contains("class QueryResponse"))
        #expect(
            output.contains(
                "class QueryRockstars extends QueryDb<Rockstar> implements IReturn<QueryResponse<Rockstar>>, IConvertible, IGet\n"
            ))
        #expect(output.contains("    QueryRockstars.fromJson(Map<String, dynamic> json) : super.fromJson(json);\n"))
        #expect(output.contains("        super.fromMap(json);\n"))
        #expect(output.contains("    Map<String, dynamic> toJson() => super.toJson();\n"))
        #expect(
            output.contains(
                "    'QueryResponse<Rockstar>': TypeInfo(TypeOf.Class, create:() => QueryResponse<Rockstar>()),\n"))
        #expect(output.contains("    'List<Rockstar>': TypeInfo(TypeOf.Class, create:() => <Rockstar>[]),\n"))
    }

    @Test func enumsGenericsInterfacesAndAbstractClasses() throws {
        let output = try Self.generate(
            #"""
            {"types":[
              {"name":"Color","namespace":"N","isEnum":true,"enumNames":["Red","Blue"]},
              {"name":"Flags","namespace":"N","isEnum":true,"isEnumInt":true,"enumNames":["None","Read"],"enumValues":["0","1"]},
              {"name":"Page`1","namespace":"N","genericArgs":["T"],"properties":[
                {"name":"Items","type":"List`1","genericArgs":["T"]},{"name":"Total","type":"Int32"}]},
              {"name":"IHasName","namespace":"N","isInterface":true,"properties":[{"name":"Name","type":"String"}]},
              {"name":"Base","namespace":"N","isAbstract":true,"properties":[{"name":"Id","type":"Int32"}]}
            ],"operations":[]}
            """#)
        #expect(output.contains("enum Color\n{\n    Red,\n    Blue,\n}\n"))
        #expect(output.contains("    static const Flags Read = const Flags._(1);\n"))
        #expect(output.contains("    static List<Flags> get values => const [None,Read];\n"))
        #expect(output.contains("class Page<T> implements IConvertible\n"))
        #expect(output.contains("    Page({this.items,this.total});\n"))
        #expect(
            output.contains(
                "        items = JsonConverters.fromJson(json['items'],'List<${runtimeGenericTypeDefs(this,[0]).join(\",\")}>',context!);\n"
            ))
        #expect(output.contains("    getTypeName() => \"Page<$T>\";\n"))
        #expect(output.contains("abstract class IHasName\n{\n    String? name;\n}\n"))
        #expect(output.contains("abstract class Base\n{\n    int? id;\n\n    Base({this.id});\n"))
        for entry in [
            "'Color': TypeInfo(TypeOf.Enum, enumValues:Color.values)",
            "'Page<T>': TypeInfo(TypeOf.GenericDef,create:() => Page())",
            "'IHasName': TypeInfo(TypeOf.Interface)", "'Base': TypeInfo(TypeOf.AbstractClass)",
        ] {
            #expect(output.contains("    \(entry),\n"), "\(entry)")
        }
        #expect(!output.contains("    'List<T>': TypeInfo"))
    }

    @Test func keywordsAreEscapedAsServiceStackDoes() throws {
        let output = try Self.generate(
            #"""
            {"types":[{"name":"Poco","namespace":"N","properties":[
              {"name":"Class","type":"String"},{"name":"default","type":"Int32"},{"name":"Context","type":"String"},
              {"name":"In","type":"String"}]}],"operations":[]}
            """#)
        for line in ["String? Class;", "int? Default;", "String? Context;", "String? In;"] {
            #expect(output.contains("\n    \(line)\n"), "\(line)")
        }
        #expect(output.contains("        Class = json['class'];\n"))
        #expect(output.contains("        Default = json['default'];\n"))
        #expect(output.contains("        'class': Class,\n"))
        #expect(DartIdentifier.escaped("void") == "Void")
        #expect(DartIdentifier.escaped("name") == "name")
    }

    @Test func optionsFollowServiceStacksDartOptions() throws {
        let json = #"""
            {"types":[],"operations":[
              {"request":{"name":"Hello","namespace":"N","description":"Says hello"},"method":"POST",
               "response":{"name":"HelloResponse","namespace":"N","properties":[{"name":"Result","type":"String"}]}}]}
            """#
        let defaults = try Self.generate(json)
        #expect(defaults.contains("\n/**\n* Says hello\n*/\nclass Hello"))
        #expect(defaults.contains("\n//AddDescriptionAsComments: True\n"))
        #expect(defaults.contains("\n//DefaultImports: package:servicestack/servicestack.dart\n"))
        #expect(!defaults.contains("library "))
        let output = try Self.generate(
            json,
            [
                OptionParameter(key: "GlobalNamespace", value: "my_app.dtos"),
                OptionParameter(key: "AddImplicitVersion", value: "3"),
                OptionParameter(key: "AddResponseStatus", value: "True"),
                OptionParameter(key: "AddDescriptionAsComments", value: "False"),
                OptionParameter(key: "DefaultImports", value: "package:servicestack/web_client.dart,dart:convert"),
            ])
        #expect(output.contains("\nGlobalNamespace: my_app.dtos\n//AddServiceStackTypes: True\n"))
        #expect(output.contains("\nAddImplicitVersion: 3\n"))
        #expect(
            output.contains(
                "\nlibrary my_app.dtos;\n\nimport 'package:servicestack/web_client.dart';\nimport 'dart:convert';\n"))
        #expect(!output.contains("Says hello"))
        #expect(output.contains("    int? version;\n"))
        #expect(output.contains("    Hello({this.version=3});\n"))
        #expect(output.contains("    ResponseStatus? responseStatus;\n"))
        #expect(
            output.contains(
                "        responseStatus = JsonConverters.fromJson(json['responseStatus'],'ResponseStatus',context!);\n")
        )
        #expect(output.contains("TypeContext _ctx = TypeContext(library: 'my_app.dtos', types: <String, TypeInfo> {\n"))
        #expect(throws: OptionsError.self) {
            try Self.generate(json, [OptionParameter(key: "AddResponseStatus", value: "maybe")])
        }
    }

    @Test func hostileTextCannotEndACommentOrStringOrInterpolate() throws {
        let output = try Self.generate(
            #"""
            {"types":[{"name":"T","namespace":"N","description":"a */ b /* c\n} class X {","properties":[
              {"name":"P","type":"String","attributes":[{"name":"Doc","args":[{"name":"Text","type":"String","value":"x\n}\" $y ${z}"}]}]}]}],
             "operations":[{"request":{"name":"R","namespace":"N"},"routes":[{"path":"/a\"); } //\n$x","verbs":"GET"}]}]}
            """#,
            [
                OptionParameter(key: "Extra", value: "x */ y /* z"),
                OptionParameter(key: "BaseUrl", value: "http://a'b$c"),
            ])
        #expect(output.contains("\n* a *\\/ b /\\* c } class X {\n"))
        #expect(output.contains("\n// @Route(\"/a\\\"); } //\\n\\$x\", \"GET\")\n"))
        #expect(output.contains("\n    // @Doc(Text=\"x\\n}\\\" \\$y \\${z}\")\n"))
        #expect(output.contains("\nExtra: x *\\/ y /\\* z\n"))
        let context = DartTypeRegistry(declared: [:]).context(library: "a'b$c\n")
        #expect(context.first?.hasPrefix("TypeContext _ctx = TypeContext(library: 'a_b_c_', ") == true)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.filter { $0 == "*/" }.count == 2)
    }

    @Test func namesThatCannotBeDartIdentifiersAreRefused() {
        for json in [
            #"{"types":[{"name":"A B","namespace":"N"}],"operations":[]}"#,
            #"{"types":[{"name":"A$b","namespace":"N"}],"operations":[]}"#,
            #"{"types":[{"name":"A","namespace":"N","properties":[{"name":"x'y","type":"String"}]}],"operations":[]}"#,
            #"{"types":[{"name":"A","namespace":"N","properties":[{"name":"x","type":"List<Poco$>"}]}],"operations":[]}"#,
            #"{"types":[{"name":"E","namespace":"N","isEnum":true,"enumNames":["a-b"]}],"operations":[]}"#,
            #"{"types":[{"name":"E","namespace":"N","isEnum":true,"isEnumInt":true,"enumNames":["A"],"enumValues":["1);"]}],"operations":[]}"#,
        ] {
            #expect(throws: GeneratorError.self, "\(json)") { try Self.generate(json) }
        }
        #expect(throws: GeneratorError.self) {
            try Self.generate(#"{"types":[],"operations":[]}"#, [OptionParameter(key: "GlobalNamespace", value: "a;b")])
        }
    }
}

extension DartGeneratorTests {
    @Test(arguments: fixtureNames)
    func fixtureOutputIsLexicallyWellFormed(name: String) throws {
        let metadata = try Fixtures.metadata(TestPaths.fixtures.appendingPathComponent("\(name).metadata.json"))
        let output = try NativeTypesLanguage.dart.generate(metadata: metadata, context: Fixtures.context)
        #expect(DartLexicalCheck.firstProblem(in: output) == nil)
    }

    @Test func theLexicalCheckFindsBrokenOutput() {
        #expect(DartLexicalCheck.firstProblem(in: "class A\n{\n    getTypeName() => \"A<$T>\";\n}\n") == nil)
        for broken in [
            "/* a /* b */\nclass A {}\n", "class A {\n", "class A {}}\n", "x = 'a\nb';\n", "x = \"$name\";\n",
            "x = '${name}';\n", "x = 'abc;\n",
        ] {
            #expect(DartLexicalCheck.firstProblem(in: broken) != nil, "\(broken)")
        }
    }
}
