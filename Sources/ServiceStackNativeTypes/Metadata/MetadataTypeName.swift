import Foundation

/// A reference to a type: `{name, namespace?, genericArgs?}`.
public struct MetadataTypeName: Codable, Sendable, Equatable, Hashable {
    /// The type's name; generic definitions keep their arity.
    public var name: String
    /// The .NET namespace.
    public var namespace: String?
    /// Generic arguments in C# syntax (`["List<Post>"]`).
    public var genericArgs: [String]?

    /// Creates a type reference.
    public init(name: String, namespace: String? = nil, genericArgs: [String]? = nil) {
        self.name = name
        self.namespace = namespace
        self.genericArgs = genericArgs
    }
}
