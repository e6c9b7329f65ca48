import Foundation

/// An exported .NET attribute: `{name, constructorArgs?, args?}`.
public struct MetadataAttribute: Codable, Sendable, Equatable {
    /// The attribute's name, without `Attribute`.
    public var name: String
    /// The constructor's arguments.
    public var constructorArgs: [MetadataPropertyType]?
    /// The named arguments.
    public var args: [MetadataPropertyType]?

    /// Creates an attribute.
    public init(
        name: String, constructorArgs: [MetadataPropertyType]? = nil,
        args: [MetadataPropertyType]? = nil
    ) {
        self.name = name
        self.constructorArgs = constructorArgs
        self.args = args
    }
}
