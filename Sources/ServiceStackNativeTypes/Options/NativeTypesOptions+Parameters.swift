import Foundation

extension NativeTypesOptions {
    /// Reads options from `key=value` parameters (header lines or query items).
    /// Keys match case-insensitively; an empty value counts as not given;
    /// unknown keys are kept in `additionalParameters`.
    public init(parameters: [OptionParameter]) throws(OptionsError) {
        self.init()
        for parameter in parameters {
            try apply(parameter)
        }
    }

    private mutating func apply(_ parameter: OptionParameter) throws(OptionsError) {
        let value = parameter.value.trimmingCharacters(in: .whitespaces)
        if parameter.key.caseInsensitiveCompare("BaseUrl") == .orderedSame {
            baseUrl = value.isEmpty ? nil : value
            return
        }
        guard let key = NativeTypesOptionKey(matching: parameter.key) else {
            additionalParameters.append(OptionParameter(key: parameter.key, value: value))
            return
        }
        guard !value.isEmpty else { return }
        let name = key.rawValue
        switch key {
        case .baseClass: baseClass = value
        case .addModelExtensions: addModelExtensions = try OptionListFormat.parseBool(value, key: name)
        case .addServiceStackTypes:
            addServiceStackTypes = try OptionListFormat.parseBool(value, key: name)
        case .makePropertiesOptional:
            makePropertiesOptional = try OptionListFormat.parseBool(value, key: name)
        case .includeTypes: includeTypes = OptionListFormat.split(value)
        case .excludeTypes: excludeTypes = OptionListFormat.split(value)
        case .excludeGenericBaseTypes:
            excludeGenericBaseTypes = try OptionListFormat.parseBool(value, key: name)
        case .addResponseStatus: addResponseStatus = try OptionListFormat.parseBool(value, key: name)
        case .addImplicitVersion: addImplicitVersion = try OptionListFormat.parseInt(value, key: name)
        case .addDescriptionAsComments:
            addDescriptionAsComments = try OptionListFormat.parseBool(value, key: name)
        case .initializeCollections:
            initializeCollections = try OptionListFormat.parseBool(value, key: name)
        case .treatTypesAsStrings: treatTypesAsStrings = OptionListFormat.split(value)
        case .defaultImports: defaultImports = OptionListFormat.split(value)
        case .addReturnMarker: addReturnMarker = try OptionListFormat.parseBool(value, key: name)
        case .withoutOptions:
            withoutOptions = (try? OptionListFormat.parseBool(value, key: name)) ?? true
        case .addDataContractAttributes:
            addDataContractAttributes = try OptionListFormat.parseBool(value, key: name)
        case .addIndexesToDataMembers:
            addIndexesToDataMembers = try OptionListFormat.parseBool(value, key: name)
        case .exportValueTypes: exportValueTypes = try OptionListFormat.parseBool(value, key: name)
        case .useStructs: useStructs = try OptionListFormat.parseBool(value, key: name)
        case .addIdentityConformances:
            addIdentityConformances = try OptionListFormat.parseBool(value, key: name)
        }
    }

    /// The given options as parameters, in header order, then the additional ones.
    /// `BaseUrl` is not included: it is the address the parameters are sent to.
    public var parameters: [OptionParameter] {
        var result: [OptionParameter] = []
        for key in NativeTypesOptionKey.allCases {
            if let value = givenValue(for: key) {
                result.append(OptionParameter(key: key.rawValue, value: value))
            }
        }
        return result + additionalParameters
    }

    /// The value of an option as the header prints it, or nil when it was not given.
    public func givenValue(for key: NativeTypesOptionKey) -> String? {
        func bool(_ value: Bool?) -> String? { value.map(OptionListFormat.headerBool) }
        func list(_ value: [String]?) -> String? {
            guard let value, !value.isEmpty else { return nil }
            return OptionListFormat.join(value)
        }
        switch key {
        case .baseClass: return baseClass.flatMap { $0.isEmpty ? nil : $0 }
        case .addModelExtensions: return bool(addModelExtensions)
        case .addServiceStackTypes: return bool(addServiceStackTypes)
        case .makePropertiesOptional: return bool(makePropertiesOptional)
        case .includeTypes: return list(includeTypes)
        case .excludeTypes: return list(excludeTypes)
        case .excludeGenericBaseTypes: return bool(excludeGenericBaseTypes)
        case .addResponseStatus: return bool(addResponseStatus)
        case .addImplicitVersion: return addImplicitVersion.map(String.init)
        case .addDescriptionAsComments: return bool(addDescriptionAsComments)
        case .initializeCollections: return bool(initializeCollections)
        case .treatTypesAsStrings: return list(treatTypesAsStrings)
        case .defaultImports: return list(defaultImports)
        case .addReturnMarker: return bool(addReturnMarker)
        case .withoutOptions: return bool(withoutOptions)
        case .addDataContractAttributes: return bool(addDataContractAttributes)
        case .addIndexesToDataMembers: return bool(addIndexesToDataMembers)
        case .exportValueTypes: return bool(exportValueTypes)
        case .useStructs: return bool(useStructs)
        case .addIdentityConformances: return bool(addIdentityConformances)
        }
    }
}
