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

    /// Applies the Swift defaults of `MetadataTypesConfig` to the given options.
    public init(_ options: NativeTypesOptions, context: GenerationContext) {
        baseUrl = options.baseUrl ?? ""
        baseClass = options.baseClass.flatMap { $0.isEmpty ? nil : $0 }
        addModelExtensions = options.addModelExtensions ?? true
        addServiceStackTypes = options.addServiceStackTypes ?? true
        makePropertiesOptional = options.makePropertiesOptional ?? true
        includeTypes = options.includeTypes ?? []
        excludeTypes = options.excludeTypes ?? []
        excludeGenericBaseTypes = options.excludeGenericBaseTypes ?? false
        addResponseStatus = options.addResponseStatus ?? false
        addImplicitVersion = options.addImplicitVersion
        addDescriptionAsComments = options.addDescriptionAsComments ?? true
        initializeCollections = options.initializeCollections ?? false
        treatTypesAsStrings = options.treatTypesAsStrings ?? []
        let imports = options.defaultImports ?? []
        defaultImports = imports.isEmpty ? context.defaultImports : imports
        addReturnMarker = options.addReturnMarker ?? true
        withoutOptions = options.withoutOptions ?? false
        addDataContractAttributes = options.addDataContractAttributes ?? false
        addIndexesToDataMembers = options.addIndexesToDataMembers ?? false
        exportValueTypes = options.exportValueTypes ?? false
        useStructs = options.useStructs ?? false
        addIdentityConformances = options.addIdentityConformances ?? false
    }
}
