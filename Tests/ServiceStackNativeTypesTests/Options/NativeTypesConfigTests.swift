import Foundation
import ServiceStackNativeTypes
import Testing

/// A server's native-types configuration: ServiceStack's defaults, host defaults shown commented out in the
/// header, request options beating them, and types no request can get.
@Suite struct NativeTypesConfigTests {
    /// The option lines of a ServiceStack 8.5+ `/types/swift` header when the request gives no option.
    static let serviceStackDefaultLines = [
        "//BaseClass: ",
        "//AddModelExtensions: True",
        "//AddServiceStackTypes: True",
        "//MakePropertiesOptional: True",
        "//IncludeTypes: ",
        "//ExcludeTypes: ",
        "//ExcludeGenericBaseTypes: False",
        "//AddResponseStatus: False",
        "//AddImplicitVersion: ",
        "//AddDescriptionAsComments: True",
        "//InitializeCollections: False",
        "//TreatTypesAsStrings: ",
        "//DefaultImports: Foundation,ServiceStack",
        "*/",
    ]

    @Test func defaultsAreServiceStacks() {
        let config = NativeTypesConfig()
        #expect(config.baseUrl == nil && config.baseClass == nil)
        #expect(config.addModelExtensions && config.addServiceStackTypes && config.makePropertiesOptional)
        #expect(config.includeTypes.isEmpty && config.excludeTypes.isEmpty && config.treatTypesAsStrings.isEmpty)
        #expect(!config.excludeGenericBaseTypes && !config.addResponseStatus && config.addImplicitVersion == nil)
        #expect(config.addDescriptionAsComments && !config.initializeCollections)
        #expect(config.defaultImports == ["Foundation", "ServiceStack"])
        #expect(config.addReturnMarker && !config.addDataContractAttributes && !config.addIndexesToDataMembers)
        #expect(!config.exportValueTypes && !config.withoutOptions)
        #expect(!config.useStructs && !config.addIdentityConformances)
        #expect(config.ignoreTypes.isEmpty && config.enumNameStrategy == .csharpStyle)
        #expect(config.addQueryParamOptions.isEmpty)
    }

    @Test func defaultHeaderListsServiceStacksDefaultsCommentedOut() throws {
        let output = try Fixtures.generate(try Fixtures.bookings(), NativeTypesOptions(baseUrl: "https://example.org"))
        #expect(optionLines(output) == Self.serviceStackDefaultLines)
        #expect(output.contains("    public var children:[Entity]?\n"))
    }

    @Test func hostDefaultsApplyAndAreShownCommentedOut() throws {
        var context = Fixtures.context
        context.config.initializeCollections = true
        context.config.defaultImports = ["Foundation", "ServiceStack", "Combine"]
        context.config.excludeTypes = ["Coupon"]
        context.config.addResponseStatus = true
        let output = try Fixtures.generate(
            try Fixtures.bookings(), NativeTypesOptions(baseUrl: "https://example.org"), context: context)
        let lines = optionLines(output)
        #expect(lines.contains("//InitializeCollections: True"))
        #expect(lines.contains("//DefaultImports: Foundation,ServiceStack,Combine"))
        #expect(lines.contains("//ExcludeTypes: Coupon"))
        #expect(lines.contains("//AddResponseStatus: True"))
        #expect(output.contains("\nimport Combine\n"))
        #expect(output.contains("    public var children:[Entity] = []\n"))
        #expect(output.contains("    public var metadata:[String:String] = [:]\n"))
        #expect(!output.contains("class Coupon"))
    }

    @Test func requestOptionsBeatHostDefaults() throws {
        var context = Fixtures.context
        context.config.initializeCollections = true
        context.config.excludeTypes = ["Coupon"]
        context.config.defaultImports = ["Foundation", "ServiceStack", "Combine"]
        let options = NativeTypesOptions(
            baseUrl: "https://example.org", excludeTypes: ["Item"], initializeCollections: false,
            defaultImports: ["Foundation", "ServiceStack"])
        let output = try Fixtures.generate(try Fixtures.bookings(), options, context: context)
        let lines = optionLines(output)
        #expect(lines.contains("InitializeCollections: False"))
        #expect(lines.contains("ExcludeTypes: Item"))
        #expect(lines.contains("DefaultImports: Foundation,ServiceStack"))
        #expect(output.contains("    public var children:[Entity]?\n"))
        #expect(output.contains("public class Coupon"))
        #expect(!output.contains("public class Item"))
        #expect(!output.contains("import Combine"))
    }

    @Test func hostBaseUrlIsUsedWhenTheRequestGivesNone() throws {
        var context = Fixtures.context
        context.config.baseUrl = "https://api.example.org"
        let output = try Fixtures.generate(try Fixtures.bookings(), NativeTypesOptions(), context: context)
        #expect(output.contains("\nBaseUrl: https://api.example.org\n"))
    }

    @Test func ignoredTypesAreNeverGeneratedWhateverTheRequestAsks() throws {
        var context = Fixtures.context
        context.config.ignoreTypes = ["Coupon", "CreateBooking", "HelloResponse"]
        let everything = try Fixtures.generate(
            try Fixtures.bookings(), NativeTypesOptions(baseUrl: "https://example.org"), context: context)
        #expect(!everything.contains("class Coupon"))
        #expect(!everything.contains("class CreateBooking"))
        #expect(everything.contains("public class Hello"))
        #expect(!everything.contains("HelloResponse"))

        let asked = try Fixtures.generate(
            try Fixtures.bookings(),
            NativeTypesOptions(baseUrl: "https://example.org", includeTypes: ["Coupon", "CreateBooking.*", "Hello.*"]),
            context: context)
        #expect(!asked.contains("class Coupon"))
        #expect(!asked.contains("class CreateBooking"))
        #expect(asked.contains("public class Hello"))
        #expect(!asked.contains("HelloResponse"))
    }

    @Test func publishedConfigCarriesTheDefaultsToALocalGenerator() {
        var config = NativeTypesConfig()
        config.initializeCollections = true
        config.excludeTypes = ["Secret"]
        config.defaultImports = ["Foundation", "ServiceStack", "Combine"]
        config.addImplicitVersion = 2
        config.baseClass = "NSObject"
        let published = config.publishedConfig(baseUrl: "http://127.0.0.1:1")
        #expect(published.baseUrl == "http://127.0.0.1:1")
        #expect(NativeTypesConfig(published: published) == config)
        #expect(NativeTypesConfig(published: nil) == NativeTypesConfig())
    }

    @Test func aPublishedCSharpMakePropertiesOptionalIsNotReadForSwift() {
        var published = MetadataTypesConfig()
        published.makePropertiesOptional = false
        published.initializeCollections = false
        #expect(NativeTypesConfig(published: published).makePropertiesOptional)
    }

    /// The header lines after `BaseUrl:` and its blank line, up to and including `*/`.
    private func optionLines(_ output: String) -> [String] {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("BaseUrl:") }),
            let end = lines.firstIndex(of: "*/")
        else { return [] }
        return Array(lines[(start + 2)...end])
    }
}
