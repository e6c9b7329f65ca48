import Foundation

/// A reference to a type: `{name, namespace?, genericArgs?}`.
public struct MetadataTypeName: Codable, Sendable, Equatable, Hashable {
    public var name: String
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
