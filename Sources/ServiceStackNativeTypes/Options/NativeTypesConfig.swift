import Foundation

/// A server's native-types settings, like ServiceStack's `NativeTypesFeature.MetadataTypesConfig` with the
/// Swift generator's own settings: the default of every `/types/swift` option (what a request that does not
/// give the option gets, printed commented out in the header) and the settings no request can change.
///
/// Every default is ServiceStack's for `/types/swift`.
public struct NativeTypesConfig: Sendable, Equatable {
    // MARK: Defaults of the request options

    /// The `BaseUrl:` written when the request gives none; nil writes the address the request came to.
    public var baseUrl: String?
    /// `BaseClass`: the base class of every class without a .NET base type. None by default.
    public var baseClass: String?
    /// `AddModelExtensions`: printed only. True by default.
    public var addModelExtensions: Bool = true
    /// `AddServiceStackTypes`: also generate DTOs from ServiceStack's namespaces. True by default.
    public var addServiceStackTypes: Bool = true
    /// `MakePropertiesOptional`: every property optional. True by default (ServiceStack's `/types/swift` forces
    /// it unless the request gives it).
    public var makePropertiesOptional: Bool = true
    /// `IncludeTypes`: the types to generate; empty (the default) generates all.
    public var includeTypes: [String] = []
    /// `ExcludeTypes`: types left out unless the request gives its own list. Empty by default; see `ignoreTypes`
    /// for types no request can get.
    public var excludeTypes: [String] = []
    /// `ExcludeGenericBaseTypes`. False by default.
    public var excludeGenericBaseTypes: Bool = false
    /// `AddResponseStatus`: add `responseStatus` to response types lacking one. False by default.
    public var addResponseStatus: Bool = false
    /// `AddImplicitVersion`: a `version` property on request types. None by default.
    public var addImplicitVersion: Int?
    /// `AddDescriptionAsComments`. True by default.
    public var addDescriptionAsComments: Bool = true
    /// `InitializeCollections`: collection properties are non-optional and start empty (`= []`, `= [:]`).
    /// False by default, as in ServiceStack 8.5 and later (it was true up to 8.4); a property marked required
    /// is initialized either way.
    public var initializeCollections: Bool = false
    /// `TreatTypesAsStrings`: .NET type names generated as `String`. Empty by default.
    public var treatTypesAsStrings: [String] = []
    /// `DefaultImports`: the `import` lines. `Foundation,ServiceStack` by default; an empty list means that too.
    public var defaultImports: [String] = NativeTypesConfig.standardImports
    /// `AddReturnMarker`: `IReturn` markers. True by default.
    public var addReturnMarker: Bool = true
    /// `AddDataContractAttributes`. False by default.
    public var addDataContractAttributes: Bool = false
    /// `AddIndexesToDataMembers`. False by default.
    public var addIndexesToDataMembers: Bool = false
    /// `ExportValueTypes`: keep the names of custom .NET structs instead of `String`. False by default.
    public var exportValueTypes: Bool = false
    /// `UseStructs` (this package's extension). False by default.
    public var useStructs: Bool = false
    /// `AddIdentityConformances` (this package's extension). False by default.
    public var addIdentityConformances: Bool = false
    /// `WithoutOptions`: leave out the `/* Options: */` header. False by default.
    public var withoutOptions: Bool = false

    // MARK: Server-only settings

    /// Types never exported, whatever the request asks (`IgnoreTypes`): an operation whose request type is
    /// listed disappears, a listed response type is dropped from its operation, and listed types are not
    /// generated. A name matches the type and its generic definitions (`QueryResponse` matches
    /// QueryResponse\`1). Empty by default.
    public var ignoreTypes: Set<String> = []
    /// How enum cases are named (`SwiftGenerator.EnumNameStrategy`). `.csharpStyle` by default.
    public var enumNameStrategy: EnumNameStrategy = .csharpStyle
    /// Extra query parameters listed at the end of the header (`AddQueryParamOptions`). None by default.
    public var addQueryParamOptions: [String] = []
    /// The host's defaults for options of one language only (TypeScript's `ExportAsTypes`, Java's `Package`…),
    /// under a request's own options for that language. The settings above are shared by every language whose
    /// generator has the option. None by default.
    public var languageDefaults: [NativeTypesLanguage: [OptionParameter]] = [:]

    /// The imports used when `DefaultImports` is empty (`SwiftGenerator.DefaultImports`).
    public static let standardImports = ["Foundation", "ServiceStack"]

    /// A host's defaults: `NativeTypesConfig()` with `InitializeCollections` on, as techstacks.io's DTOs have it
    /// (ServiceStack 8.5 turned the option off but initializes every non-nullable collection instead; a Swift
    /// service's non-optional collections are exactly those, so this gives the same DTOs).
    public static var hostDefaults: NativeTypesConfig {
        var config = NativeTypesConfig()
        config.initializeCollections = true
        return config
    }

    /// ServiceStack 8.5's `MetadataTypesConfig` defaults: what the generator assumes of a metadata document that
    /// does not say otherwise. Hosts start from `hostDefaults`.
    public init() {}
}
