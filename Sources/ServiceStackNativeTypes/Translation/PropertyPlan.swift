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
    /// The type without its optionality.
    var type: SwiftType
    var isOptional: Bool
    var defaultValue: String?
    var collection: CollectionKind?
    var isTimeInterval: Bool
    /// The ` ?? []`-style fallback after `decodeIfPresent`.
    var decodeFallback: String
    /// Comment lines before the property (description, data member, attributes).
    var comments: [String] = []
    /// A property wrapper such as `@TimeSpan` or `@DtoIndirect`.
    var wrapper: String? = nil
    /// Struct mode: the wrapper's type, stored in the private property `storageName` behind a computed one.
    var backingStorage: SwiftType? = nil
    /// Struct mode: the private stored property behind a wrapped one (`_name`).
    var storageName: String? = nil

    /// The `CodingKeys` case: the stored property, keyed by its JSON name.
    var codingKey: CodingKeyCase {
        guard let storageName else { return CodingKeyCase(name: swiftName, rawValue: wireName) }
        return CodingKeyCase(name: storageName, rawValue: wireName ?? SwiftIdentifier.unescaped(swiftName))
    }
}

/// Everything decided about the properties of one type, in order, before any member is built.
struct PropertySectionPlan {
    enum Item {
        /// A property left out, printed as `//name:Type ignored. reason`.
        case ignored(name: String, type: SwiftType, reason: String)
        /// A stored property, or a requirement inside a protocol.
        case stored(PropertyPlan)
        /// The `responseStatus` property `AddResponseStatus` adds, after its data-member comment lines.
        case addedResponseStatus(dataMember: [String])
    }

    /// An item, and whether a blank line separates it from the previous one (after annotated properties).
    struct Entry {
        var item: Item
        var blankBefore: Bool
    }

    var entries: [Entry] = []
    /// True inside a protocol: properties are requirements without initial values.
    var isRequirement: Bool

    /// The stored properties, for the Codable block and identity conformances.
    var stored: [PropertyPlan] {
        entries.compactMap { entry in
            guard case .stored(let plan) = entry.item else { return nil }
            return plan
        }
    }
}
