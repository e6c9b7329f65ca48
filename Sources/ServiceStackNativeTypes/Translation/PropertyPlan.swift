import Foundation

/// Everything decided about one stored property (used for the line and the Codable block).
struct PropertyPlan {
    enum CollectionKind {
        case array
        case dictionary
    }

    var swiftName: String
    /// The JSON key when it differs from the Swift name (needs a raw `CodingKeys` value).
    var wireName: String?
    var type: String
    var isOptional: Bool
    var defaultValue: String?
    var collection: CollectionKind?
    var isTimeInterval: Bool
    /// The ` ?? []`-style fallback after `decodeIfPresent`.
    var decodeFallback: String
    /// Struct mode: the private stored property behind a wrapped one (`_name`).
    var storageName: String? = nil

    /// The `CodingKeys` case: the stored property, keyed by its JSON name.
    var codingKey: CodingKeyCase {
        guard let storageName else { return CodingKeyCase(name: swiftName, rawValue: wireName) }
        return CodingKeyCase(name: storageName, rawValue: wireName ?? SwiftIdentifier.unescaped(swiftName))
    }
}
