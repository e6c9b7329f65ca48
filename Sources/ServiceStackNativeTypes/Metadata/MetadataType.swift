import Foundation

/// A DTO, enum or interface in a metadata document (`MetadataType` on the server).
public struct MetadataType: Codable, Sendable, Equatable {
    /// The .NET name; generic definitions keep their arity (`` QueryDb`1 ``).
    public var name: String
    public var namespace: String?
    /// Type parameter names of a generic definition (`["T"]`).
    public var genericArgs: [String]?
    public var inherits: MetadataTypeName?
    public var implements: [MetadataTypeName]?
    public var displayType: String?
    public var description: String?
    public var notes: String?
    public var icon: ImageInfo?
    public var isNested: Bool?
    public var isEnum: Bool?
    public var isEnumInt: Bool?
    public var isInterface: Bool?
    public var isAbstract: Bool?
    public var isGenericTypeDef: Bool?
    public var dataContract: MetadataDataContract?
    public var properties: [MetadataPropertyType]?
    public var attributes: [MetadataAttribute]?
    public var innerTypes: [MetadataTypeName]?
    public var enumNames: [String]?
    /// Numeric values, written as strings by the server (numbers are accepted too).
    public var enumValues: [String]?
    public var enumMemberValues: [String]?
    public var enumDescriptions: [String]?
    public var meta: [String: String]?

    /// Creates a type with a name and optional namespace.
    public init(name: String, namespace: String? = nil) {
        self.name = name
        self.namespace = namespace
    }

    private enum CodingKeys: String, CodingKey {
        case name, namespace, genericArgs, inherits, implements, displayType, description, notes, icon
        case isNested, isEnum, isEnumInt, isInterface, isAbstract, isGenericTypeDef
        case dataContract, properties, attributes, innerTypes
        case enumNames, enumValues, enumMemberValues, enumDescriptions, meta
    }

    /// Decodes a type; only `name` is required.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decode(String.self, forKey: .name)
        namespace = try c.decodeIfPresent(String.self, forKey: .namespace)
        genericArgs = try c.decodeIfPresent([String].self, forKey: .genericArgs)
        inherits = try c.decodeIfPresent(MetadataTypeName.self, forKey: .inherits)
        implements = try c.decodeIfPresent([MetadataTypeName].self, forKey: .implements)
        displayType = try c.decodeIfPresent(String.self, forKey: .displayType)
        description = try c.decodeIfPresent(String.self, forKey: .description)
        notes = try c.decodeIfPresent(String.self, forKey: .notes)
        icon = try c.decodeIfPresent(ImageInfo.self, forKey: .icon)
        isNested = try c.decodeIfPresent(Bool.self, forKey: .isNested)
        isEnum = try c.decodeIfPresent(Bool.self, forKey: .isEnum)
        isEnumInt = try c.decodeIfPresent(Bool.self, forKey: .isEnumInt)
        isInterface = try c.decodeIfPresent(Bool.self, forKey: .isInterface)
        isAbstract = try c.decodeIfPresent(Bool.self, forKey: .isAbstract)
        isGenericTypeDef = try c.decodeIfPresent(Bool.self, forKey: .isGenericTypeDef)
        dataContract = try c.decodeIfPresent(MetadataDataContract.self, forKey: .dataContract)
        properties = try c.decodeIfPresent([MetadataPropertyType].self, forKey: .properties)
        attributes = try c.decodeIfPresent([MetadataAttribute].self, forKey: .attributes)
        innerTypes = try c.decodeIfPresent([MetadataTypeName].self, forKey: .innerTypes)
        enumNames = try c.decodeIfPresent([String].self, forKey: .enumNames)
        enumValues = try c.decodeLenientStringsIfPresent(forKey: .enumValues)
        enumMemberValues = try c.decodeIfPresent([String].self, forKey: .enumMemberValues)
        enumDescriptions = try c.decodeIfPresent([String].self, forKey: .enumDescriptions)
        meta = try c.decodeIfPresent([String: String].self, forKey: .meta)
    }
}
