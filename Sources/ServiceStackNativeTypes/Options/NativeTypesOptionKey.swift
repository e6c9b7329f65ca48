import Foundation

/// The names of the `/types/swift` options, as written in the header and the query string.
public enum NativeTypesOptionKey: String, CaseIterable, Sendable {
    /// The base class of every class without a .NET base type.
    case baseClass = "BaseClass"
    /// Printed only; has no effect on the types.
    case addModelExtensions = "AddModelExtensions"
    /// Also generate DTOs from ServiceStack's namespaces.
    case addServiceStackTypes = "AddServiceStackTypes"
    /// Make every property optional.
    case makePropertiesOptional = "MakePropertiesOptional"
    /// The types to generate.
    case includeTypes = "IncludeTypes"
    /// The types to leave out.
    case excludeTypes = "ExcludeTypes"
    /// Replace types whose base type is generic with an `//Excluded` comment.
    case excludeGenericBaseTypes = "ExcludeGenericBaseTypes"
    /// Add `responseStatus` to response types lacking one.
    case addResponseStatus = "AddResponseStatus"
    /// Add a `version` property to request types.
    case addImplicitVersion = "AddImplicitVersion"
    /// Write descriptions as `/** */` comments.
    case addDescriptionAsComments = "AddDescriptionAsComments"
    /// Initialize collection properties with `[]`/`[:]`.
    case initializeCollections = "InitializeCollections"
    /// .NET type names to generate as `String`.
    case treatTypesAsStrings = "TreatTypesAsStrings"
    /// The `import` lines.
    case defaultImports = "DefaultImports"
    /// Add `IReturn` markers inferred from response types.
    case addReturnMarker = "AddReturnMarker"
    /// Write `// @DataContract()`/`// @DataMember()` on every type and property.
    case addDataContractAttributes = "AddDataContractAttributes"
    /// Write `Order=` indexes on data members.
    case addIndexesToDataMembers = "AddIndexesToDataMembers"
    /// Keep the names of custom .NET structs instead of `String`.
    case exportValueTypes = "ExportValueTypes"
    /// Extension: emit `Sendable` structs where inheritance allows.
    case useStructs = "UseStructs"
    /// Extension: add `Identifiable`/`Equatable`/`Hashable` to types with an `Id`.
    case addIdentityConformances = "AddIdentityConformances"
    /// Leave out the `/* Options: */` header.
    case withoutOptions = "WithoutOptions"

    /// Options the official header always lists, in its order.
    public static let headerKeys: [NativeTypesOptionKey] = keys(placed: .always)

    /// Options listed in the header only when they were given.
    public static let givenOnlyKeys: [NativeTypesOptionKey] = keys(placed: .whenGiven)

    private static func keys(placed placement: NativeTypesOption.HeaderPlacement) -> [NativeTypesOptionKey] {
        NativeTypesOption.all.filter { $0.placement == placement }.map(\.key)
    }

    /// Finds a key case-insensitively, as ServiceStack binds query strings.
    public init?(matching name: String) {
        let lowered = name.lowercased()
        guard let key = Self.allCases.first(where: { $0.rawValue.lowercased() == lowered }) else {
            return nil
        }
        self = key
    }
}
