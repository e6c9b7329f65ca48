import ServiceStackNativeTypes

/// Static facts about a DTO that its `Codable` conformance cannot express.
///
/// Adopt it on a request, response or nested type and implement only what you need:
/// ```swift
/// extension Hello: MetadataDescribing {
///     static var metadataRoutes: [Route] { [Route("/hello/{Name}")] }
///     static var metadataTags: [String] { ["greetings"] }
///     static var metadataProperties: [String: PropertyDescription] {
///         ["name": PropertyDescription(description: "Who to greet", isRequired: true)]
///     }
/// }
/// ```
public protocol MetadataDescribing {
    /// Custom routes; the host serves them in addition to those given to `register`.
    static var metadataRoutes: [Route] { get }
    /// A one-line summary (`[Description]`/`[Api]` in .NET).
    static var metadataDescription: String? { get }
    /// Longer notes (may contain HTML).
    static var metadataNotes: String? { get }
    /// Tags grouping the operation (`[Tag]` in .NET).
    static var metadataTags: [String] { get }
    /// The .NET namespace; the Swift module name when nil.
    static var metadataNamespace: String? { get }
    /// Per-property facts, keyed by the property's coding key (e.g. `name`).
    static var metadataProperties: [String: PropertyDescription] { get }
    /// Types to list although no property refers to them (e.g. the `T` of a `QueryDb<T>` base).
    static var metadataAdditionalTypes: [any Decodable.Type] { get }
    /// The type parameter names of a generic type (`["TKey", "TValue"]`); `T`, or `T1`, `T2`... when empty.
    static var metadataGenericParameters: [String] { get }
}

extension MetadataDescribing {
    public static var metadataRoutes: [Route] { [] }
    public static var metadataDescription: String? { nil }
    public static var metadataNotes: String? { nil }
    public static var metadataTags: [String] { [] }
    public static var metadataNamespace: String? { nil }
    public static var metadataProperties: [String: PropertyDescription] { [:] }
    public static var metadataAdditionalTypes: [any Decodable.Type] { [] }
    public static var metadataGenericParameters: [String] { [] }
}

/// What metadata says about one property beyond its coding key and Swift type.
public struct PropertyDescription: Sendable, Equatable {
    /// A .NET type name replacing the recorded one, e.g. `TimeSpan` for a `Double` of seconds or `Int64`.
    public var type: String?
    /// The generic arguments of `type`, in C# syntax (`["String", "List<Poco>"]`).
    public var genericArgs: [String]?
    /// Whether `type` is a .NET value type (struct, enum); only used with `type`.
    public var isValueType: Bool?
    /// A description shown by generators and the API explorer.
    public var description: String?
    /// Whether the property must be given.
    public var isRequired: Bool?

    /// Creates a description; every part is optional.
    public init(
        type: String? = nil, genericArgs: [String]? = nil, isValueType: Bool? = nil,
        description: String? = nil, isRequired: Bool? = nil
    ) {
        self.type = type
        self.genericArgs = genericArgs
        self.isValueType = isValueType
        self.description = description
        self.isRequired = isRequired
    }
}
