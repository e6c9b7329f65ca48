import Foundation

/// Options with their defaults applied: what the generator actually uses.
public struct ResolvedOptions: Sendable, Equatable {
    public var baseUrl: String
    public var baseClass: String?
    public var addModelExtensions: Bool
    public var addServiceStackTypes: Bool
    public var makePropertiesOptional: Bool
    public var includeTypes: [String]
    public var excludeTypes: [String]
    public var excludeGenericBaseTypes: Bool
    public var addResponseStatus: Bool
    public var addImplicitVersion: Int?
    public var addDescriptionAsComments: Bool
    public var initializeCollections: Bool
    public var treatTypesAsStrings: [String]
    public var defaultImports: [String]
    public var addReturnMarker: Bool
    public var withoutOptions: Bool
    public var addDataContractAttributes: Bool
    public var addIndexesToDataMembers: Bool
    public var exportValueTypes: Bool
    public var useStructs: Bool
    public var addIdentityConformances: Bool

    /// Each option the request gave, else the server's default from `context.config`.
    public init(_ options: NativeTypesOptions, context: GenerationContext) {
        let defaults = context.config
        baseUrl = options.baseUrl ?? defaults.baseUrl ?? ""
        baseClass = (options.baseClass ?? defaults.baseClass).flatMap { $0.isEmpty ? nil : $0 }
        addModelExtensions = options.addModelExtensions ?? defaults.addModelExtensions
        addServiceStackTypes = options.addServiceStackTypes ?? defaults.addServiceStackTypes
        makePropertiesOptional = options.makePropertiesOptional ?? defaults.makePropertiesOptional
        includeTypes = options.includeTypes ?? defaults.includeTypes
        excludeTypes = options.excludeTypes ?? defaults.excludeTypes
        excludeGenericBaseTypes = options.excludeGenericBaseTypes ?? defaults.excludeGenericBaseTypes
        addResponseStatus = options.addResponseStatus ?? defaults.addResponseStatus
        addImplicitVersion = options.addImplicitVersion ?? defaults.addImplicitVersion
        addDescriptionAsComments = options.addDescriptionAsComments ?? defaults.addDescriptionAsComments
        initializeCollections = options.initializeCollections ?? defaults.initializeCollections
        treatTypesAsStrings = options.treatTypesAsStrings ?? defaults.treatTypesAsStrings
        let imports = options.defaultImports ?? defaults.defaultImports
        defaultImports = imports.isEmpty ? NativeTypesConfig.standardImports : imports
        addReturnMarker = options.addReturnMarker ?? defaults.addReturnMarker
        withoutOptions = options.withoutOptions ?? defaults.withoutOptions
        addDataContractAttributes = options.addDataContractAttributes ?? defaults.addDataContractAttributes
        addIndexesToDataMembers = options.addIndexesToDataMembers ?? defaults.addIndexesToDataMembers
        exportValueTypes = options.exportValueTypes ?? defaults.exportValueTypes
        useStructs = options.useStructs ?? defaults.useStructs
        addIdentityConformances = options.addIdentityConformances ?? defaults.addIdentityConformances
    }
}
