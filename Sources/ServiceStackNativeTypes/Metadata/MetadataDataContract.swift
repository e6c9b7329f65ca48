import Foundation

/// `[DataContract]` on a type.
public struct MetadataDataContract: Codable, Sendable, Equatable {
    public var name: String?
    public var namespace: String?

    /// Creates a data contract.
    public init(name: String? = nil, namespace: String? = nil) {
        self.name = name
        self.namespace = namespace
    }
}
