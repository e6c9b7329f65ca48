import Foundation
import Testing

@testable import ServiceStackNativeTypes

/// The fixture documents every other-language generator is pinned on, and how its tests generate and compare.
enum LanguageFixtures {
    static let names = ["bookings", "catalog", "techstacks", "test-server"]

    static func metadata(_ name: String) throws -> MetadataTypes {
        try Fixtures.metadata(TestPaths.fixtures.appendingPathComponent("\(name).metadata.json"))
    }

    /// `language`'s output for a document given as JSON, with the fixed date of `Fixtures.context`.
    static func generate(
        _ language: NativeTypesLanguage, json: String, parameters: [OptionParameter] = []
    ) throws -> String {
        try language.generate(
            metadata: MetadataTypes.decode(from: Data(json.utf8)), parameters: parameters, context: Fixtures.context)
    }

    /// Compares `language`'s output for the fixture `name` with `Fixtures/Golden/<language>/<name><extension>`.
    static func checkGolden(
        _ language: NativeTypesLanguage, fixture name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let output = try language.generate(metadata: metadata(name), context: Fixtures.context)
        try Golden.check(
            output, "\(language.rawValue)/\(name)\(language.fileExtension)", sourceLocation: sourceLocation)
    }
}
