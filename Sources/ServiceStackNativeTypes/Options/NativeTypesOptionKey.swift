import Foundation

/// The names of the `/types/swift` options, as written in the header and the query string.
public enum NativeTypesOptionKey: String, CaseIterable, Sendable {
    case baseClass = "BaseClass"
    case addModelExtensions = "AddModelExtensions"
    case addServiceStackTypes = "AddServiceStackTypes"
    case makePropertiesOptional = "MakePropertiesOptional"
    case includeTypes = "IncludeTypes"
    case excludeTypes = "ExcludeTypes"
    case excludeGenericBaseTypes = "ExcludeGenericBaseTypes"
    case addResponseStatus = "AddResponseStatus"
    case addImplicitVersion = "AddImplicitVersion"
    case addDescriptionAsComments = "AddDescriptionAsComments"
    case initializeCollections = "InitializeCollections"
    case treatTypesAsStrings = "TreatTypesAsStrings"
    case defaultImports = "DefaultImports"
    case addReturnMarker = "AddReturnMarker"
    case addDataContractAttributes = "AddDataContractAttributes"
    case addIndexesToDataMembers = "AddIndexesToDataMembers"
    case exportValueTypes = "ExportValueTypes"
    case useStructs = "UseStructs"
    case addIdentityConformances = "AddIdentityConformances"
    case withoutOptions = "WithoutOptions"

    /// Options the official header always lists, in its order.
    public static let headerKeys: [NativeTypesOptionKey] = [
        .baseClass, .addModelExtensions, .addServiceStackTypes, .makePropertiesOptional, .includeTypes,
        .excludeTypes, .excludeGenericBaseTypes, .addResponseStatus, .addImplicitVersion,
        .addDescriptionAsComments, .initializeCollections, .treatTypesAsStrings, .defaultImports,
    ]

    /// Options listed in the header only when they were given.
    public static let givenOnlyKeys: [NativeTypesOptionKey] = [
        .addReturnMarker, .addDataContractAttributes, .addIndexesToDataMembers, .exportValueTypes,
        .useStructs, .addIdentityConformances,
    ]

    /// Finds a key case-insensitively, as ServiceStack binds query strings.
    public init?(matching name: String) {
        let lowered = name.lowercased()
        guard let key = Self.allCases.first(where: { $0.rawValue.lowercased() == lowered }) else {
            return nil
        }
        self = key
    }
}
