import Foundation
import Testing

@testable import ServiceStackNativeTypes

/// The option table: every option declared once, and each one surviving header → parse → query items → parse.
@Suite struct OptionTableTests {
    /// A value of each kind, as the header writes it.
    static func sample(_ kind: OptionValueKind) -> String {
        switch kind {
        case .bool: "False"
        case .int: "7"
        case .text: "NSObject"
        case .list: "{tag1,tag2},Hello.*,Dictionary<String,Int>"
        }
    }

    @Test func everyKeyHasExactlyOneEntry() {
        let keys = NativeTypesOption.all.map(\.key)
        #expect(keys.count == NativeTypesOptionKey.allCases.count)
        #expect(Set(keys) == Set(NativeTypesOptionKey.allCases))
    }

    @Test(arguments: NativeTypesOption.all.map(\.key))
    func optionRoundTripsThroughHeaderAndQueryString(_ key: NativeTypesOptionKey) throws {
        let option = try #require(NativeTypesOption.named(key))
        let sample = Self.sample(option.kind)
        let given = try NativeTypesOptions(parameters: [
            OptionParameter(key: "BaseUrl", value: "https://example.org"),
            OptionParameter(key: key.rawValue, value: sample),
        ])
        #expect(given.givenValue(for: key) == sample)
        #expect(ResolvedOptions(given, context: Fixtures.context).settings.text(of: option) == sample)

        let header = HeaderTranslator(
            given: given, options: ResolvedOptions(given, context: Fixtures.context), context: Fixtures.context
        ).lines()
        let fromHeader = try OptionsHeader.parse(header.joined(separator: "\n")).options
        if option.placement == .never {
            #expect(!header.contains { $0.contains(key.rawValue) })
            #expect(fromHeader == NativeTypesOptions(baseUrl: "https://example.org"))
        } else {
            #expect(header.contains("\(key.rawValue): \(sample)"))
            #expect(fromHeader == given)
        }

        let items = given.queryItems
        #expect(items.map(\.name) == [key.rawValue])
        #expect(items.first?.value == (option.kind == .bool ? sample.lowercased() : sample))
        let fromQuery = try NativeTypesOptions(
            queryItems: items + [URLQueryItem(name: "BaseUrl", value: "https://example.org")])
        #expect(fromQuery == given)
    }

    @Test(arguments: NativeTypesOption.all.map(\.key))
    func optionNotGivenIsCommentedOutOrLeftOut(_ key: NativeTypesOptionKey) throws {
        let option = try #require(NativeTypesOption.named(key))
        let options = NativeTypesOptions(baseUrl: "https://example.org")
        let resolved = ResolvedOptions(options, context: Fixtures.context)
        let header = HeaderTranslator(given: options, options: resolved, context: Fixtures.context).lines()
        let listed = header.filter { $0.hasPrefix("//\(key.rawValue): ") || $0.hasPrefix("\(key.rawValue): ") }
        if option.placement == .always {
            #expect(listed == ["//\(key.rawValue): \(resolved.settings.text(of: option))"])
        } else {
            #expect(listed.isEmpty)
        }
        #expect(options.givenValue(for: key) == nil)
        #expect(options.queryItems.isEmpty)
    }
}

extension NativeTypesConfig {
    /// An option's setting as the header prints it.
    fileprivate func text(of option: NativeTypesOption) -> String { option.settingText(self) }
}
