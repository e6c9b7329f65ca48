import Foundation

/// A property of a type, or an argument of an attribute (`MetadataPropertyType` on the server).
public struct MetadataPropertyType: Codable, Sendable, Equatable {
    /// The .NET property name (PascalCase).
    public var name: String
    /// The .NET type name (`String`, `` List`1 ``, `Poco[]`, a DTO name...).
    public var type: String?
    public var namespace: String?
    public var isValueType: Bool?
    public var isSystemType: Bool?
    public var isEnum: Bool?
    public var isPrimaryKey: Bool?
    /// Generic arguments in C# syntax, possibly nested (`["List<Dictionary<String,Poco>>"]`).
    public var genericArgs: [String]?
    /// Attribute argument value.
    public var value: String?
    public var description: String?
    public var dataMember: MetadataDataMember?
    public var readOnly: Bool?
    public var paramType: String?
    public var displayType: String?
    public var isRequired: Bool?
    public var allowableValues: [String]?
    public var allowableMin: Int?
    public var allowableMax: Int?
    public var attributes: [MetadataAttribute]?
    public var uploadTo: String?
    public var input: InputInfo?
    public var format: FormatInfo?
    public var ref: RefInfo?

    /// Creates a property.
    public init(
        name: String, type: String? = nil, namespace: String? = nil, genericArgs: [String]? = nil
    ) {
        self.name = name
        self.type = type
        self.namespace = namespace
        self.genericArgs = genericArgs
    }

    private enum CodingKeys: String, CodingKey {
        case name, type, namespace, isValueType, isSystemType, isEnum, isPrimaryKey, genericArgs, value
        case description, dataMember, readOnly, paramType, displayType, isRequired
        case allowableValues, allowableMin, allowableMax, attributes, uploadTo, input, format, ref
    }

    /// Decodes a property; only `name` is required. `value` may be a string, number or bool.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decode(String.self, forKey: .name)
        type = try c.decodeIfPresent(String.self, forKey: .type)
        namespace = try c.decodeIfPresent(String.self, forKey: .namespace)
        isValueType = try c.decodeIfPresent(Bool.self, forKey: .isValueType)
        isSystemType = try c.decodeIfPresent(Bool.self, forKey: .isSystemType)
        isEnum = try c.decodeIfPresent(Bool.self, forKey: .isEnum)
        isPrimaryKey = try c.decodeIfPresent(Bool.self, forKey: .isPrimaryKey)
        genericArgs = try c.decodeIfPresent([String].self, forKey: .genericArgs)
        value = try c.decodeLenientStringIfPresent(forKey: .value)
        description = try c.decodeIfPresent(String.self, forKey: .description)
        dataMember = try c.decodeIfPresent(MetadataDataMember.self, forKey: .dataMember)
        readOnly = try c.decodeIfPresent(Bool.self, forKey: .readOnly)
        paramType = try c.decodeIfPresent(String.self, forKey: .paramType)
        displayType = try c.decodeIfPresent(String.self, forKey: .displayType)
        isRequired = try c.decodeIfPresent(Bool.self, forKey: .isRequired)
        allowableValues = try c.decodeLenientStringsIfPresent(forKey: .allowableValues)
        allowableMin = try c.decodeIfPresent(Int.self, forKey: .allowableMin)
        allowableMax = try c.decodeIfPresent(Int.self, forKey: .allowableMax)
        attributes = try c.decodeIfPresent([MetadataAttribute].self, forKey: .attributes)
        uploadTo = try c.decodeIfPresent(String.self, forKey: .uploadTo)
        input = try c.decodeIfPresent(InputInfo.self, forKey: .input)
        format = try c.decodeIfPresent(FormatInfo.self, forKey: .format)
        ref = try c.decodeIfPresent(RefInfo.self, forKey: .ref)
    }
}
