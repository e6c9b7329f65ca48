import Foundation

/// A property line: `{wrapper }public var {name}:{type}{?}{ = default}` or a protocol requirement.
struct PropertyDeclaration: Sendable, Equatable {
    /// Comment lines printed before the property.
    var comments: [String]
    /// A property wrapper such as `@TimeSpan` or `@DtoIndirect`.
    var wrapper: String?
    /// Struct mode: the wrapper's type (`TimeSpan`, `DtoIndirect<Node?>`) stored in a private
    /// `_name` property behind a computed one, because `nonisolated` structs reject wrappers.
    var backingStorage: SwiftType?
    /// True for `var name:Type { get set }` inside a protocol.
    var isRequirement: Bool
    var name: String
    /// The type without its optionality.
    var type: SwiftType
    var isOptional: Bool
    /// Initial value text, e.g. `[]`.
    var defaultValue: String?
}
