import Foundation
import Testing

@testable import ServiceStackNativeTypes

@Suite struct LanguageOptionsTests {
    @Test func theRequestsValueBeatsTheHostsDefaultForTheLanguage() throws {
        let options = LanguageOptions(
            given: [OptionParameter(key: "exportastypes", value: "true")],
            defaults: [
                OptionParameter(key: "ExportAsTypes", value: "False"), OptionParameter(key: "Package", value: "org.x"),
            ])
        #expect(try options.bool("ExportAsTypes", default: false))
        #expect(options.text("Package") == "org.x")
        #expect(options.givenText("Package") == nil)
    }

    @Test func anEmptyValueCountsAsNotGiven() throws {
        let options = LanguageOptions(given: [OptionParameter(key: "AddResponseStatus", value: "  ")])
        #expect(options.givenText("AddResponseStatus") == nil)
        #expect(try options.bool("AddResponseStatus", default: true))
    }

    @Test func anUnreadableBooleanOrNumberIsAnOptionsError() {
        let options = LanguageOptions(given: [
            OptionParameter(key: "MakePropertiesOptional", value: "maybe"),
            OptionParameter(key: "AddImplicitVersion", value: "two"),
        ])
        #expect(throws: OptionsError.self) { try options.bool("MakePropertiesOptional", default: false) }
        #expect(throws: OptionsError.self) { try options.int("AddImplicitVersion") }
    }

    @Test func listsKeepTagsAndGenericArgumentsWhole() {
        let options = LanguageOptions(given: [
            OptionParameter(key: "IncludeTypes", value: "{tag1,tag2}, Hello.*,KeyValuePair<String,Int>")
        ])
        #expect(options.list("IncludeTypes") == ["{tag1,tag2}", "Hello.*", "KeyValuePair<String,Int>"])
    }

    @Test func selectionFallsBackToTheHostsSharedSettings() throws {
        var context = GenerationContext()
        context.config.includeTypes = ["Hello"]
        context.config.addServiceStackTypes = false
        let settings = try LanguageOptions(given: [OptionParameter(key: "ExcludeTypes", value: "types")])
            .selectionSettings(context: context)
        #expect(settings.includeTypes == ["Hello"])
        #expect(settings.excludeTypes == ["types"])
        #expect(!settings.addServiceStackTypes)
    }

    @Test func unknownParametersAreTheGivenOnesNoOptionNames() {
        let options = LanguageOptions(given: [
            OptionParameter(key: "BaseUrl", value: "http://x"), OptionParameter(key: "ExportAsTypes", value: "True"),
            OptionParameter(key: "Custom", value: "1"), OptionParameter(key: "Blank", value: ""),
        ])
        #expect(options.unknownParameters(known: ["exportAsTypes"]) == [OptionParameter(key: "Custom", value: "1")])
    }
}
