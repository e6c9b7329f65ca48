import Foundation

/// The `config` object of a `/types/metadata` document (`MetadataTypesConfig` on the server).
public struct MetadataTypesConfig: Codable, Sendable, Equatable {
    public var baseUrl: String?
    public var usePath: String?
    public var makePartial: Bool?
    public var makeVirtual: Bool?
    public var makeInternal: Bool?
    public var baseClass: String?
    public var package: String?
    public var addReturnMarker: Bool?
    public var addDescriptionAsComments: Bool?
    public var addDocAnnotations: Bool?
    public var addDataContractAttributes: Bool?
    public var addIndexesToDataMembers: Bool?
    public var addGeneratedCodeAttributes: Bool?
    public var addImplicitVersion: Int?
    public var addResponseStatus: Bool?
    public var addServiceStackTypes: Bool?
    public var addModelExtensions: Bool?
    public var addPropertyAccessors: Bool?
    public var excludeGenericBaseTypes: Bool?
    public var settersReturnThis: Bool?
    public var addNullableAnnotations: Bool?
    public var makePropertiesOptional: Bool?
    public var exportAsTypes: Bool?
    public var excludeImplementedInterfaces: Bool?
    public var addDefaultXmlNamespace: String?
    public var makeDataContractsExtensible: Bool?
    public var initializeCollections: Bool?
    public var addNamespaces: [String]?
    public var defaultNamespaces: [String]?
    public var defaultImports: [String]?
    public var includeTypes: [String]?
    public var excludeTypes: [String]?
    public var exportTags: [String]?
    public var treatTypesAsStrings: [String]?
    public var exportValueTypes: Bool?
    public var globalNamespace: String?
    public var excludeNamespace: Bool?
    public var dataClass: String?
    public var dataClassJson: String?
    public var ignoreTypesInNamespaces: [String]?

    /// Creates an empty configuration.
    public init() {}
}
