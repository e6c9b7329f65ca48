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
}
