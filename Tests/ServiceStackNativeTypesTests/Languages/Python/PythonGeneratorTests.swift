import Foundation
import Testing

@testable import ServiceStackNativeTypes

@Suite struct PythonGeneratorTests {
    static let fixtures = LanguageFixtures.names

    @Test(arguments: fixtures)
    func fixtureMatchesGolden(name: String) throws {
        try LanguageFixtures.checkGolden(.python, fixture: name)
    }

    @Test func propertyNamesAreSnakeCaseWithKeywordsEscaped() {
        #expect(PythonNames.propertyName("OrderBy") == "order_by")
        #expect(PythonNames.propertyName("ID") == "id")
        #expect(PythonNames.propertyName("UserAuthId") == "user_auth_id")
        #expect(PythonNames.propertyName("From") == "from_")
        #expect(PythonNames.propertyName("Class") == "class_")
        #expect(PythonNames.propertyName("2fa") == "_2fa")
    }

    @Test func typeMappingsFollowServiceStack() throws {
        let names: [String: String] = ["Poco": "Poco"]
        #expect(try PythonTypeMapper.annotation("DateTime", names: names) == "datetime.datetime")
        #expect(try PythonTypeMapper.annotation("TimeSpan", names: names) == "datetime.timedelta")
        #expect(try PythonTypeMapper.annotation("Guid", names: names) == "str")
        #expect(try PythonTypeMapper.annotation("Byte[]", names: names) == "bytes")
        #expect(try PythonTypeMapper.annotation("List<Poco>", names: names) == "List[Poco]")
        #expect(try PythonTypeMapper.annotation("String[]", names: names) == "List[str]")
        #expect(
            try PythonTypeMapper.annotation("Dictionary<String,List<Int32>>", names: names) == "Dict[str, List[int]]")
        #expect(try PythonTypeMapper.annotation("Nullable<Int32>", names: names) == "int")
    }

    @Test func twoArgumentAutoQueryBasesKeepTheirArity() throws {
        #expect(try PythonNames.typeName("QueryDb`2") == "QueryDb2")
        #expect(try PythonNames.typeName("QueryData`2") == "QueryData2")
        #expect(try PythonNames.typeName("QueryDb`1") == "QueryDb")
        #expect(try PythonNames.typeName("QueryResponse`1") == "QueryResponse")
    }

    @Test func maliciousTypeNamesAreRefused() throws {
        let json = #"""
            {"types":[{"name":"Bad\"Name","properties":[{"name":"A","type":"String"}]}],"operations":[]}
            """#
        let metadata = try Fixtures.metadata(json: json)
        #expect(throws: GeneratorError.potentiallyMaliciousName("Bad\"Name")) {
            try NativeTypesLanguage.python.generate(metadata: metadata, context: Fixtures.context)
        }
    }

    @Test func descriptionsAndEnumValuesCannotBreakOut() throws {
        let json = #"""
            {"types":[
              {"name":"Note","description":"line one\nimport os\r\u2028x","properties":[{"name":"A","type":"String",
                "description":"a\nb"}]},
              {"name":"Kind","isEnum":true,"enumNames":["A"],"enumMemberValues":["x'\n\\"]}
            ],"operations":[]}
            """#
        let output = try NativeTypesLanguage.python.generate(
            metadata: try Fixtures.metadata(json: json), context: Fixtures.context)
        #expect(!output.split(separator: "\n").contains { $0.hasPrefix("import os") })
        #expect(output.contains("# line one"))
        #expect(output.contains("    A = 'x\\'\\U0000000a\\\\'"))
    }

    @Test func typesTheServiceStackPackageDefinesAreImportedNotDeclared() throws {
        let json = #"""
            {"types":[
              {"name":"ResponseStatus","properties":[{"name":"ErrorCode","type":"String"}]},
              {"name":"QueryResponse`1","genericArgs":["T"],"properties":[{"name":"Total","type":"Int32"}]},
              {"name":"Hello","properties":[{"name":"Status","type":"ResponseStatus"}]}
            ],"operations":[]}
            """#
        let output = try NativeTypesLanguage.python.generate(
            metadata: try Fixtures.metadata(json: json), context: Fixtures.context)
        #expect(!output.contains("class ResponseStatus"))
        #expect(!output.contains("class QueryResponse"))
        #expect(!output.contains("marshmallow"))
        #expect(output.contains("    status: Optional[ResponseStatus] = None"))
    }

    @Test func fieldsNamedAfterBuiltinTypesDoNotShadowThem() {
        #expect(PythonNames.propertyName("Int") == "int_")
        #expect(PythonNames.propertyName("Float") == "float_")
        #expect(PythonNames.propertyName("Str") == "str_")
        #expect(PythonNames.propertyName("Integer") == "integer")
    }

    @Test func letterCaseDecoratorIgnoresOnlyDataclassesJsonStubError() {
        #expect(
            PythonTypeRenderer.dataClassJsonLine(PythonOptions.defaultDataClassJson)
                == "@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)"
                + "  # type: ignore[call-overload]")
        #expect(
            PythonTypeRenderer.dataClassJsonLine("undefined=Undefined.EXCLUDE")
                == "@dataclass_json(undefined=Undefined.EXCLUDE)")
    }
}
