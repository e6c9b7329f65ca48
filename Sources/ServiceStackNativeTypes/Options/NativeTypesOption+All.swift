import Foundation

extension NativeTypesOption {
    /// Every option, in the order the header and query strings list them. Adding an option is one entry here
    /// (plus its stored properties, which are public API).
    static let all: [NativeTypesOption] = [
        Self(
            .baseClass, .text, header: .always, given: \.baseClass, setting: \.baseClass,
            published: \.baseClass),
        Self(
            .addModelExtensions, .bool, header: .always, given: \.addModelExtensions,
            setting: \.addModelExtensions, published: \.addModelExtensions),
        Self(
            .addServiceStackTypes, .bool, header: .always, given: \.addServiceStackTypes,
            setting: \.addServiceStackTypes, published: \.addServiceStackTypes),
        Self(
            .makePropertiesOptional, .bool, header: .always, given: \.makePropertiesOptional,
            setting: \.makePropertiesOptional, published: \.makePropertiesOptional, readsPublished: false),
        Self(
            .includeTypes, .list, header: .always, given: \.includeTypes, setting: \.includeTypes,
            published: \.includeTypes),
        Self(
            .excludeTypes, .list, header: .always, given: \.excludeTypes, setting: \.excludeTypes,
            published: \.excludeTypes),
        Self(
            .excludeGenericBaseTypes, .bool, header: .always, given: \.excludeGenericBaseTypes,
            setting: \.excludeGenericBaseTypes, published: \.excludeGenericBaseTypes),
        Self(
            .addResponseStatus, .bool, header: .always, given: \.addResponseStatus,
            setting: \.addResponseStatus, published: \.addResponseStatus),
        Self(
            .addImplicitVersion, .int, header: .always, given: \.addImplicitVersion,
            setting: \.addImplicitVersion, published: \.addImplicitVersion),
        Self(
            .addDescriptionAsComments, .bool, header: .always, given: \.addDescriptionAsComments,
            setting: \.addDescriptionAsComments, published: \.addDescriptionAsComments),
        Self(
            .initializeCollections, .bool, header: .always, given: \.initializeCollections,
            setting: \.initializeCollections, published: \.initializeCollections),
        Self(
            .treatTypesAsStrings, .list, header: .always, given: \.treatTypesAsStrings,
            setting: \.treatTypesAsStrings, published: \.treatTypesAsStrings),
        Self(
            .defaultImports, .imports, header: .always, given: \.defaultImports, setting: \.defaultImports,
            published: \.defaultImports),
        Self(
            .addReturnMarker, .bool, header: .whenGiven, given: \.addReturnMarker, setting: \.addReturnMarker,
            published: \.addReturnMarker),
        Self(
            .addDataContractAttributes, .bool, header: .whenGiven, given: \.addDataContractAttributes,
            setting: \.addDataContractAttributes, published: \.addDataContractAttributes),
        Self(
            .addIndexesToDataMembers, .bool, header: .whenGiven, given: \.addIndexesToDataMembers,
            setting: \.addIndexesToDataMembers, published: \.addIndexesToDataMembers),
        Self(
            .exportValueTypes, .bool, header: .whenGiven, given: \.exportValueTypes, setting: \.exportValueTypes,
            published: \.exportValueTypes),
        Self(.useStructs, .bool, header: .whenGiven, given: \.useStructs, setting: \.useStructs),
        Self(
            .addIdentityConformances, .bool, header: .whenGiven, given: \.addIdentityConformances,
            setting: \.addIdentityConformances),
        Self(.withoutOptions, .lenientBool, header: .never, given: \.withoutOptions, setting: \.withoutOptions),
    ]

    /// The option with this key.
    static func named(_ key: NativeTypesOptionKey) -> NativeTypesOption? {
        all.first { $0.key == key }
    }
}
