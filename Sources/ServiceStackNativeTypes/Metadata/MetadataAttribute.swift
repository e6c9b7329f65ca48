import Foundation

/// An exported .NET attribute: `{name, constructorArgs?, args?}`.
public struct MetadataAttribute: Codable, Sendable, Equatable {
    public var name: String
    public var constructorArgs: [MetadataPropertyType]?
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
