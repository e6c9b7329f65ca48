import Foundation

/// The options of a `/types/swift` request. `nil` means "not given", so the effective
/// default applies and the header prints the option commented out with `//`.
public struct NativeTypesOptions: Sendable, Equatable {
    /// The server URL printed in the header's `BaseUrl:` line.
    public var baseUrl: String?
    /// Base class for every class without a .NET base type (e.g. `NSObject`).
    public var baseClass: String?
    /// Printed only; has no effect on the types (default true).
    public var addModelExtensions: Bool?
    /// Generate DTOs from ServiceStack namespaces (default true).
    public var addServiceStackTypes: Bool?
    /// Make every property optional (default true for Swift).
    public var makePropertiesOptional: Bool?
    /// Types to generate (`Name`, `Name.*`, `Namespace/*`, `*.Name`, `{tag}`).
    public var includeTypes: [String]?
    /// Types to leave out (`Name`, Name\`1, `services`, `types`).
    public var excludeTypes: [String]?
    /// Replace types whose base type is generic with an `//Excluded` comment (default false).
    public var excludeGenericBaseTypes: Bool?
    /// Add `responseStatus` to response types lacking one (default false).
    public var addResponseStatus: Bool?
    /// Add `public var version:Int = N` to request types.
    public var addImplicitVersion: Int?
    /// Write descriptions as `/** */` comments (default true).
    public var addDescriptionAsComments: Bool?
    /// Initialize every collection with `[]`/`[:]` (default false).
    public var initializeCollections: Bool?
    /// .NET type names to generate as `String`.
    public var treatTypesAsStrings: [String]?
    /// Replaces the `import` lines.
    public var defaultImports: [String]?
    /// Add `IReturn` markers inferred from response types (default true).
    public var addReturnMarker: Bool?
    /// Leave out the `/* Options: */` header (default false).
    public var withoutOptions: Bool?
    /// Write `// @DataContract()`/`// @DataMember()` on every type and property (default false).
    public var addDataContractAttributes: Bool?
    /// Write `Order=` indexes on data members (default false).
    public var addIndexesToDataMembers: Bool?
    /// Keep the names of custom .NET structs instead of `String` (default false).
    public var exportValueTypes: Bool?
    /// Extension: emit `Sendable` structs where inheritance allows (default false).
    public var useStructs: Bool?
    /// Extension: add `Identifiable`/`Equatable`/`Hashable` to types with an `Id` (default false).
    public var addIdentityConformances: Bool?
    /// Other given parameters, in order, so that they round-trip.
    public var additionalParameters: [OptionParameter]

    /// Creates options with nothing given.
    public init(
        baseUrl: String? = nil,
        baseClass: String? = nil,
        addModelExtensions: Bool? = nil,
        addServiceStackTypes: Bool? = nil,
        makePropertiesOptional: Bool? = nil,
        includeTypes: [String]? = nil,
        excludeTypes: [String]? = nil,
        excludeGenericBaseTypes: Bool? = nil,
        addResponseStatus: Bool? = nil,
        addImplicitVersion: Int? = nil,
        addDescriptionAsComments: Bool? = nil,
        initializeCollections: Bool? = nil,
        treatTypesAsStrings: [String]? = nil,
        defaultImports: [String]? = nil,
        addReturnMarker: Bool? = nil,
        withoutOptions: Bool? = nil,
        addDataContractAttributes: Bool? = nil,
        addIndexesToDataMembers: Bool? = nil,
        exportValueTypes: Bool? = nil,
        useStructs: Bool? = nil,
        addIdentityConformances: Bool? = nil,
        additionalParameters: [OptionParameter] = []
    ) {
        self.baseUrl = baseUrl
        self.baseClass = baseClass
        self.addModelExtensions = addModelExtensions
        self.addServiceStackTypes = addServiceStackTypes
        self.makePropertiesOptional = makePropertiesOptional
        self.includeTypes = includeTypes
        self.excludeTypes = excludeTypes
        self.excludeGenericBaseTypes = excludeGenericBaseTypes
        self.addResponseStatus = addResponseStatus
        self.addImplicitVersion = addImplicitVersion
        self.addDescriptionAsComments = addDescriptionAsComments
        self.initializeCollections = initializeCollections
        self.treatTypesAsStrings = treatTypesAsStrings
        self.defaultImports = defaultImports
        self.addReturnMarker = addReturnMarker
        self.withoutOptions = withoutOptions
        self.addDataContractAttributes = addDataContractAttributes
        self.addIndexesToDataMembers = addIndexesToDataMembers
        self.exportValueTypes = exportValueTypes
        self.useStructs = useStructs
        self.addIdentityConformances = addIdentityConformances
        self.additionalParameters = additionalParameters
    }
}
