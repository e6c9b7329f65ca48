import Foundation

/// A property of a type, or an argument of an attribute (`MetadataPropertyType` on the server).
public struct MetadataPropertyType: Codable, Sendable, Equatable {
    /// The .NET property name (PascalCase).
    public var name: String
    /// The .NET type name (`String`, List\`1, `Poco[]`, a DTO name...).
    public var type: String?
    /// The namespace of the property's type.
    public var namespace: String?
    /// Whether the .NET type is a value type.
    public var isValueType: Bool?
    /// Whether the .NET type is a system type.
    public var isSystemType: Bool?
    /// Whether the type is an enum.
    public var isEnum: Bool?
    /// Whether the property is the model's primary key.
    public var isPrimaryKey: Bool?
    /// Generic arguments in C# syntax, possibly nested (`["List<Dictionary<String,Poco>>"]`).
    public var genericArgs: [String]?
    /// Attribute argument value.
    public var value: String?
    /// The `[Description]` text.
    public var description: String?
    /// The `[DataMember]` attribute, if any.
    public var dataMember: MetadataDataMember?
    /// Whether the property cannot be set.
    public var readOnly: Bool?
    /// Where the value is sent (`path`, `query`, `body`, `form`).
    public var paramType: String?
    /// How UIs show the property.
    public var displayType: String?
    /// Whether a value is required.
    public var isRequired: Bool?
    /// The values the property accepts.
    public var allowableValues: [String]?
    /// The smallest value the property accepts.
    public var allowableMin: Int?
    /// The largest value the property accepts.
    public var allowableMax: Int?
    /// The .NET attributes on the property.
    public var attributes: [MetadataAttribute]?
    /// The upload location of a file property.
    public var uploadTo: String?
    /// How forms show the property.
    public var input: InputInfo?
    /// How UIs format the value.
    public var format: FormatInfo?
    /// The model and label a foreign key points at.
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
