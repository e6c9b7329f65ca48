import Foundation

/// A DTO, enum or interface in a metadata document (`MetadataType` on the server).
public struct MetadataType: Codable, Sendable, Equatable {
    /// The .NET name; generic definitions keep their arity (QueryDb\`1).
    public var name: String
    /// The .NET namespace.
    public var namespace: String?
    /// Type parameter names of a generic definition (`["T"]`).
    public var genericArgs: [String]?
    /// The base type, if any.
    public var inherits: MetadataTypeName?
    /// The interfaces the type implements.
    public var implements: [MetadataTypeName]?
    /// How UIs show the type.
    public var displayType: String?
    /// The `[Description]` text.
    public var description: String?
    /// Longer notes for documentation.
    public var notes: String?
    /// The type's icon in ServiceStack's UIs.
    public var icon: ImageInfo?
    /// Whether the type is declared inside another type.
    public var isNested: Bool?
    /// Whether the type is an enum.
    public var isEnum: Bool?
    /// Whether the enum's members are sent as numbers.
    public var isEnumInt: Bool?
    /// Whether the type is an interface.
    public var isInterface: Bool?
    /// Whether the type is abstract.
    public var isAbstract: Bool?
    /// Whether the type is a generic definition.
    public var isGenericTypeDef: Bool?
    /// The `[DataContract]` attribute, if any.
    public var dataContract: MetadataDataContract?
    /// The properties, in declaration order.
    public var properties: [MetadataPropertyType]?
    /// The .NET attributes on the type.
    public var attributes: [MetadataAttribute]?
    /// Types declared inside this one.
    public var innerTypes: [MetadataTypeName]?
    /// The enum's member names.
    public var enumNames: [String]?
    /// Numeric values, written as strings by the server (numbers are accepted too).
    public var enumValues: [String]?
    /// The names the enum's members are sent as (`[EnumMember(Value=...)]`).
    public var enumMemberValues: [String]?
    /// The descriptions of the enum's members.
    public var enumDescriptions: [String]?
    /// Extra name-value pairs.
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
