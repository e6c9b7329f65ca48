import Foundation
import Testing

@testable import ServiceStackNativeTypes

@Suite struct OptionListFormatTests {
    @Test func tagGroupsAndGenericsStayWhole() {
        #expect(
            OptionListFormat.split("{a,b}, Hello.* ,Dictionary<String,Int>,,") == [
                "{a,b}", "Hello.*", "Dictionary<String,Int>",
            ])
    }

    @Test func emptyListValueMeansNotGiven() throws {
        let options = try NativeTypesOptions(parameters: [
            OptionParameter(key: "IncludeTypes", value: " ")
        ])
        #expect(options.includeTypes == nil)
        #expect(options.parameters.isEmpty)
    }
}
