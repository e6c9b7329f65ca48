import Foundation
import ServiceStackNativeTypes

/// Loads metadata documents and generates with a fixed date.
enum Fixtures {
    /// 2025-01-02 03:04:05 UTC.
    static let fixedDate = Date(timeIntervalSince1970: 1_735_787_045)

    static let context = GenerationContext(
        date: fixedDate, timeZone: TimeZone(identifier: "UTC") ?? .current)

    static func data(_ url: URL) throws -> Data { try Data(contentsOf: url) }

    static func metadata(_ url: URL) throws -> MetadataTypes {
        try MetadataTypes.decode(from: data(url))
    }

    static func metadata(json: String) throws -> MetadataTypes {
        try MetadataTypes.decode(from: Data(json.utf8))
    }

    /// The hand-made document covering most generator features.
    static func bookings() throws -> MetadataTypes {
        try metadata(TestPaths.fixtures.appendingPathComponent("bookings.metadata.json"))
    }

    /// The hand-made document of shapes `bookings` lacks: AutoQuery CRUD, generic bases, nested types, enum
    /// values, attributes with arguments, UI metadata and keyword names.
    static func catalog() throws -> MetadataTypes {
        try metadata(TestPaths.fixtures.appendingPathComponent("catalog.metadata.json"))
    }

    static func generate(
        _ metadata: MetadataTypes,
        _ options: NativeTypesOptions = NativeTypesOptions(),
        context: GenerationContext = Fixtures.context
    ) throws -> String {
        try SwiftGenerator.generate(metadata: metadata, options: options, context: context)
    }
}
