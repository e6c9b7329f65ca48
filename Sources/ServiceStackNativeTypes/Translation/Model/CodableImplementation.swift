import Foundation

/// A `CodingKeys` case; `rawValue` is set when the JSON name differs from the Swift name.
struct CodingKeyCase: Sendable, Equatable {
    var name: String
    var rawValue: String?
}

/// The explicit Codable block that subclasses need (spec 11.4).
struct CodableImplementation: Sendable, Equatable {
    /// How one property is read in `init(from:)`.
    struct Decode: Sendable, Equatable {
        /// The property, as named in `CodingKeys`.
        var name: String
        /// What the value is assigned to (`name`, or `self.name` where needed).
        var target: String
        var type: SwiftType
        /// Spell the type `Array<T>.Element`: written plainly, a name in `T` would read a property of the same
        /// name instead of the type.
        var spelledThroughArray: Bool
        /// `decodeIfPresent` or `convertIfPresent`.
        var method: String
        /// Text after the call, e.g. ` ?? []`.
        var fallback: String
    }

    /// How one property is written in `encode(to:)`.
    struct Encode: Sendable, Equatable {
        enum Condition: Sendable, Equatable {
            case notNil
            case notEmpty
            case notNilAndNotEmpty
            case always
        }

        var name: String
        /// How the property is read (`name`, or `self.name` where needed).
        var value: String
        var condition: Condition
    }

    var codingKeys: [CodingKeyCase]
    var callsSuper: Bool
    var decodes: [Decode]
    var encodes: [Encode]
    /// The `init(from:)`/`encode(to:)` signatures lack `required`/`override` in struct mode.
    var isStruct: Bool
}
