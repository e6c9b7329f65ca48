import Foundation

/// The document a ServiceStack server returns at `GET /types/metadata`.
public struct MetadataTypes: Codable, Sendable, Equatable {
    /// Generator configuration, present only in `/types/metadata` responses.
    public var config: MetadataTypesConfig?
    /// Namespaces used by the exported types.
    public var namespaces: [String]
    /// Every exported non-request type.
    public var types: [MetadataType]
    /// Every operation, in registration order.
    public var operations: [MetadataOperationType]

    /// Creates a document.
    public init(
        config: MetadataTypesConfig? = nil,
        namespaces: [String] = [],
        types: [MetadataType] = [],
        operations: [MetadataOperationType] = []
    ) {
        self.config = config
        self.namespaces = namespaces
        self.types = types
        self.operations = operations
    }

    private enum CodingKeys: String, CodingKey {
        case config, namespaces, types, operations
    }

    /// Decodes a document, treating every key as optional.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        config = try container.decodeIfPresent(MetadataTypesConfig.self, forKey: .config)
        namespaces = try container.decodeIfPresent([String].self, forKey: .namespaces) ?? []
        types = try container.decodeIfPresent([MetadataType].self, forKey: .types) ?? []
        operations =
            try container.decodeIfPresent([MetadataOperationType].self, forKey: .operations) ?? []
    }
}
