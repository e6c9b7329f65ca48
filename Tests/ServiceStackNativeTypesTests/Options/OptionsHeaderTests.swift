import Foundation
import ServiceStackNativeTypes
import Testing

@Suite struct OptionsHeaderTests {
    static let header = """
        /* Options:
        Date: 2024-11-25 09:52:41
        SwiftVersion: 6.0
        Version: 8.41
        Tip: To override a DTO option, remove "//" prefix before updating
        IncludeTypes: IgnoredBeforeBaseUrl
        BaseUrl: https://test.servicestack.net

        //BaseClass: 
        //AddModelExtensions: True
        AddServiceStackTypes: False
        //MakePropertiesOptional: True
        IncludeTypes: {tag1,tag2},Hello.*
        ExcludeTypes: QueryResponse`1,QueryBase
        //ExcludeGenericBaseTypes: False
        AddImplicitVersion: 3
        InitializeCollections: True
        CustomParam: kept value
        a line without colon
        */

        import Foundation
        ExcludeTypes: AfterTheHeader
        """

    @Test func onlyUncommentedLinesAfterBaseUrlBecomeOptions() throws {
        let parsed = try OptionsHeader.parse(Self.header)
        #expect(parsed.baseUrl == "https://test.servicestack.net")
        #expect(parsed.options.includeTypes == ["{tag1,tag2}", "Hello.*"])
        #expect(parsed.options.excludeTypes == ["QueryResponse`1", "QueryBase"])
        #expect(parsed.options.addServiceStackTypes == false)
        #expect(parsed.options.addImplicitVersion == 3)
        #expect(parsed.options.initializeCollections == true)
        #expect(parsed.options.baseClass == nil)
        #expect(parsed.options.addModelExtensions == nil)
        #expect(
            parsed.options.additionalParameters == [
                OptionParameter(key: "CustomParam", value: "kept value")
            ])
        #expect(parsed.parameters.count == 6)
    }

    @Test func textWithoutOptionsIsNotAReference() {
        #expect(throws: OptionsError.notAReference) { try OptionsHeader.parse("import Foundation\n") }
    }

    @Test func headerWithoutBaseUrlIsRejected() {
        #expect(throws: OptionsError.missingBaseUrl) {
            try OptionsHeader.parse("/* Options:\nDate: x\n*/\n")
        }
    }

    @Test func invalidBooleanNamesTheOption() {
        let text = "/* Options:\nBaseUrl: https://x.org\nAddResponseStatus: maybe\n*/"
        #expect(throws: OptionsError.invalidValue(key: "AddResponseStatus", value: "maybe")) {
            try OptionsHeader.parse(text)
        }
    }

    @Test func optionKeysMatchCaseInsensitively() throws {
        let options = try NativeTypesOptions(parameters: [
            OptionParameter(key: "addresponsestatus", value: "true")
        ])
        #expect(options.addResponseStatus == true)
    }

    @Test func updateURLCarriesGivenOptionsAsQueryParameters() throws {
        let parsed = try OptionsHeader.parse(Self.header)
        let url = try #require(parsed.updateURL)
        let components = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false))
        #expect(components.path == "/types/swift")
        #expect(components.host == "test.servicestack.net")
        let items = components.queryItems ?? []
        #expect(items.first { $0.name == "IncludeTypes" }?.value == "{tag1,tag2},Hello.*")
        #expect(items.first { $0.name == "AddServiceStackTypes" }?.value == "false")
        #expect(items.first { $0.name == "CustomParam" }?.value == "kept value")
        #expect(!items.contains { $0.name == "BaseClass" })
    }

    @Test func usePathReplacesTypesSwift() throws {
        let text =
            "/* Options:\nBaseUrl: https://x.org/\nUsePath: /api/types/swift\n\nAddResponseStatus: True\n*/"
        let url = try #require(try OptionsHeader.parse(text).updateURL)
        #expect(url.absoluteString == "https://x.org/api/types/swift?AddResponseStatus=true")
    }

    @Test func updatingAReferenceRoundTripsItsOptionsExactly() throws {
        let options = NativeTypesOptions(
            baseUrl: "https://example.org", baseClass: "NSObject", addServiceStackTypes: false,
            includeTypes: ["{bookings}", "Hello.*"], excludeTypes: ["Item"], addImplicitVersion: 2,
            initializeCollections: true, treatTypesAsStrings: ["Coupon"], addReturnMarker: false,
            useStructs: true, additionalParameters: [OptionParameter(key: "Custom", value: "x")]
        )
        let first = try Fixtures.generate(try Fixtures.bookings(), options)
        let parsed = try OptionsHeader.parse(first)
        #expect(parsed.options == options)
        let viaQuery = try NativeTypesOptions(
            queryItems: parsed.options.queryItems + [URLQueryItem(name: "BaseUrl", value: parsed.baseUrl)]
        )
        #expect(viaQuery == options)
        #expect(try Fixtures.generate(try Fixtures.bookings(), viaQuery) == first)
    }

    @Test func headerPrintsDefaultsCommentedWithTrailingSpaces() throws {
        let output = try Fixtures.generate(
            try Fixtures.bookings(),
            NativeTypesOptions(baseUrl: "https://x.org", excludeTypes: ["A", "B"]))
        let expected = """
            /* Options:
            Date: 2025-01-02 03:04:05
            SwiftVersion: 6.0
            Version: 8.91
            Tip: To override a DTO option, remove "//" prefix before updating
            BaseUrl: https://x.org

            //BaseClass: 
            //AddModelExtensions: True
            //AddServiceStackTypes: True
            //MakePropertiesOptional: True
            //IncludeTypes: 
            ExcludeTypes: A,B
            //ExcludeGenericBaseTypes: False
            //AddResponseStatus: False
            //AddImplicitVersion: 
            //AddDescriptionAsComments: True
            //InitializeCollections: False
            //TreatTypesAsStrings: 
            //DefaultImports: Foundation,ServiceStack
            */

            import Foundation
            import ServiceStack

            """
        #expect(output.hasPrefix(expected))
    }

    @Test func extraQueryParamOptionsAreListedCommentedUnlessGiven() throws {
        var context = Fixtures.context
        context.addQueryParamOptions = ["Theme"]
        let plain = try Fixtures.generate(try Fixtures.bookings(), context: context)
        #expect(plain.contains("//DefaultImports: Foundation,ServiceStack\n//Theme: \n*/"))
        let given = NativeTypesOptions(additionalParameters: [
            OptionParameter(key: "Theme", value: "dark")
        ])
        #expect(
            try Fixtures.generate(try Fixtures.bookings(), given, context: context).contains(
                "\nTheme: dark\n*/"))
    }

    @Test func withoutOptionsStartsWithImports() throws {
        let output = try Fixtures.generate(
            try Fixtures.bookings(), NativeTypesOptions(withoutOptions: true))
        #expect(output.hasPrefix("import Foundation\nimport ServiceStack\n\n"))
    }
}
