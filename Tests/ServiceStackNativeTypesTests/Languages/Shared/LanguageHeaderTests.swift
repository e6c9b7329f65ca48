import Foundation
import Testing

@testable import ServiceStackNativeTypes

@Suite struct LanguageHeaderTests {
    @Test func givenOptionsArePrintedAndTheRestCommentedOutWithTheirSetting() throws {
        let options = LanguageOptions(given: [
            OptionParameter(key: "ExportAsTypes", value: "true"), OptionParameter(key: "Extra", value: "x"),
        ])
        var header = LanguageHeader()
        header.opening = "\"\"\" Options:"
        header.closing = "\"\"\""
        let lines = header.lines(
            context: Fixtures.context, baseUrl: "https://example.org",
            options: [
                LanguageHeader.Option("ExportAsTypes", given: options, setting: false),
                LanguageHeader.Option("IncludeTypes", given: options, setting: ""),
            ],
            unknown: options.unknownParameters(known: ["ExportAsTypes", "IncludeTypes"]))
        #expect(lines.first == "\"\"\" Options:")
        #expect(lines.last == "\"\"\"")
        #expect(lines.contains("BaseUrl: https://example.org"))
        #expect(lines.suffix(4) == ["ExportAsTypes: True", "//IncludeTypes: ", "Extra: x", "\"\"\""])
        let parsed = try OptionsHeader.parse(lines.joined(separator: "\n"))
        #expect(parsed.parameters.map(\.key) == ["ExportAsTypes", "Extra"])
    }
}
