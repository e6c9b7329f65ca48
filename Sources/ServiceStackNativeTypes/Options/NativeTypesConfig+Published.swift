import Foundation

extension NativeTypesConfig {
    /// The `config` object a server publishes in `/types/metadata` for these defaults.
    public func publishedConfig(baseUrl requestBaseUrl: String?) -> MetadataTypesConfig {
        var config = MetadataTypesConfig()
        config.baseUrl = baseUrl ?? requestBaseUrl
        config.baseClass = baseClass
        config.addModelExtensions = addModelExtensions
        config.addServiceStackTypes = addServiceStackTypes
        config.makePropertiesOptional = makePropertiesOptional
        config.includeTypes = includeTypes.isEmpty ? nil : includeTypes
        config.excludeTypes = excludeTypes.isEmpty ? nil : excludeTypes
        config.excludeGenericBaseTypes = excludeGenericBaseTypes
        config.addResponseStatus = addResponseStatus
        config.addImplicitVersion = addImplicitVersion
        config.addDescriptionAsComments = addDescriptionAsComments
        config.initializeCollections = initializeCollections
        config.treatTypesAsStrings = treatTypesAsStrings.isEmpty ? nil : treatTypesAsStrings
        config.defaultImports = defaultImports
        config.addReturnMarker = addReturnMarker
        config.addDataContractAttributes = addDataContractAttributes
        config.addIndexesToDataMembers = addIndexesToDataMembers
        config.exportValueTypes = exportValueTypes
        return config
    }

    /// The defaults a server published in `/types/metadata`, so that generating here gives what its
    /// `/types/swift` gives: each value it publishes replaces ServiceStack's default. `makePropertiesOptional`
    /// is not read: ServiceStack publishes its C# default there, while its `/types/swift` makes properties
    /// optional unless the request says otherwise. Without a `config` these are ServiceStack's defaults.
    public init(published config: MetadataTypesConfig?) {
        self.init()
        guard let config else { return }
        baseClass = config.baseClass.flatMap { $0.isEmpty ? nil : $0 }
        addModelExtensions = config.addModelExtensions ?? addModelExtensions
        addServiceStackTypes = config.addServiceStackTypes ?? addServiceStackTypes
        includeTypes = config.includeTypes ?? includeTypes
        excludeTypes = config.excludeTypes ?? excludeTypes
        excludeGenericBaseTypes = config.excludeGenericBaseTypes ?? excludeGenericBaseTypes
        addResponseStatus = config.addResponseStatus ?? addResponseStatus
        addImplicitVersion = config.addImplicitVersion
        addDescriptionAsComments = config.addDescriptionAsComments ?? addDescriptionAsComments
        initializeCollections = config.initializeCollections ?? initializeCollections
        treatTypesAsStrings = config.treatTypesAsStrings ?? treatTypesAsStrings
        if let imports = config.defaultImports, !imports.isEmpty { defaultImports = imports }
        addReturnMarker = config.addReturnMarker ?? addReturnMarker
        addDataContractAttributes = config.addDataContractAttributes ?? addDataContractAttributes
        addIndexesToDataMembers = config.addIndexesToDataMembers ?? addIndexesToDataMembers
        exportValueTypes = config.exportValueTypes ?? exportValueTypes
    }
}
