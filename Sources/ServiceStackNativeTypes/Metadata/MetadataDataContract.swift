import Foundation

/// `[DataContract]` on a type.
public struct MetadataDataContract: Codable, Sendable, Equatable {
    /// The name the type is serialized as.
    public var name: String?
    /// The XML namespace.
    public var namespace: String?

    /// Creates a data contract.
    public init(name: String? = nil, namespace: String? = nil) {
        self.name = name
        self.namespace = namespace
    }
}
