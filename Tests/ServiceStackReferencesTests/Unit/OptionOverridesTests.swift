import ServiceStackNativeTypes
import Testing

@testable import ServiceStackReferences

struct OptionOverridesTests {
    @Test func queryParametersAreKeyValuePairs() throws {
        let parameters = try OptionOverrides.parseQueryParameters(["AddResponseStatus=true", "a=1&b=x%2Cy"])
        #expect(
            parameters == [
                OptionParameter(key: "AddResponseStatus", value: "true"), OptionParameter(key: "a", value: "1"),
                OptionParameter(key: "b", value: "x,y"),
            ])
        #expect(throws: ReferenceError.self) { try OptionOverrides.parseQueryParameters(["novalue"]) }
        #expect(throws: ReferenceError.self) { try OptionOverrides.parseQueryParameters(["=1"]) }
    }

    @Test func typeListsSplitOutsideBraces() {
        #expect(OptionOverrides.typeList(["Hello.*,{tag1,tag2}", "Ping"]) == ["Hello.*", "{tag1,tag2}", "Ping"])
    }

    @Test func overridesReplaceTheFileOptionsAndKeepTheOthers() throws {
        let fileOptions = NativeTypesOptions(
            baseUrl: "https://a.example", includeTypes: ["Old"], addResponseStatus: true,
            additionalParameters: [OptionParameter(key: "Custom", value: "1")])
        let overrides = OptionOverrides(
            includeTypes: ["Hello.*"], excludeTypes: ["Ping"],
            queryParameters: [
                OptionParameter(key: "Custom", value: "2"),
                OptionParameter(key: "InitializeCollections", value: "true"),
            ])
        let result = try overrides.apply(to: fileOptions, source: "Api.dtos.swift")
        #expect(result.baseUrl == "https://a.example")
        #expect(result.includeTypes == ["Hello.*"])
        #expect(result.excludeTypes == ["Ping"])
        #expect(result.addResponseStatus == true)
        #expect(result.initializeCollections == true)
        #expect(result.additionalParameters == [OptionParameter(key: "Custom", value: "2")])
    }

    @Test func withoutOptionsIsRefusedBecauseUpdatesNeedTheHeader() {
        let overrides = OptionOverrides(queryParameters: [OptionParameter(key: "WithoutOptions", value: "true")])
        #expect(throws: ReferenceError.self) { try overrides.apply(to: NativeTypesOptions(), source: "x") }
    }

    @Test func badOptionValuesNameTheFile() {
        let overrides = OptionOverrides(queryParameters: [OptionParameter(key: "AddResponseStatus", value: "maybe")])
        #expect(throws: ReferenceError.self) { try overrides.apply(to: NativeTypesOptions(), source: "x") }
    }
}
