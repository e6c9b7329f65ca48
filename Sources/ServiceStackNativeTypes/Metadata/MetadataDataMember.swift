import Foundation

/// `[DataMember]` on a property.
public struct MetadataDataMember: Codable, Sendable, Equatable {
    public var name: String?
    public var order: Int?
    public var isRequired: Bool?
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
