import Foundation

/// `[DataMember]` on a property.
public struct MetadataDataMember: Codable, Sendable, Equatable {
    /// The name the member is serialized as.
    public var name: String?
    /// The member's position.
    public var order: Int?
    /// Whether the member is required.
    public var isRequired: Bool?
    /// Whether default values are serialized.
    public var emitDefaultValue: Bool?

    /// Creates a data member.
    public init(
        name: String? = nil, order: Int? = nil, isRequired: Bool? = nil, emitDefaultValue: Bool? = nil
    ) {
        self.name = name
        self.order = order
        self.isRequired = isRequired
        self.emitDefaultValue = emitDefaultValue
    }
}
