import Foundation

/// Builds the `/* Options: ... */` header lines (spec 10.2).
struct HeaderTranslator {
    var given: NativeTypesOptions
    var options: ResolvedOptions
    var context: GenerationContext

    func lines() -> [String] {
        var lines = [
            "/* Options:",
            "Date: \(formattedDate())",
            "SwiftVersion: \(context.swiftVersion)",
            "Version: \(context.serverVersion)",
            "Tip: To override a DTO option, remove \"//\" prefix before updating",
            "BaseUrl: \(options.baseUrl)",
            "",
        ]
        for key in NativeTypesOptionKey.headerKeys {
            let prefix = given.givenValue(for: key) == nil ? "//" : ""
            lines.append("\(prefix)\(key.rawValue): \(effectiveValue(for: key))")
        }
        for key in NativeTypesOptionKey.givenOnlyKeys {
            if let value = given.givenValue(for: key) { lines.append("\(key.rawValue): \(value)") }
        }
        var printed = Set<String>()
        for parameter in given.additionalParameters where !parameter.value.isEmpty {
            printed.insert(parameter.key.lowercased())
            lines.append("\(parameter.key): \(parameter.value)")
        }
        for name in context.addQueryParamOptions where !printed.contains(name.lowercased()) {
            lines.append("//\(name): ")
        }
        lines.append("*/")
        return lines
    }

    private func effectiveValue(for key: NativeTypesOptionKey) -> String {
        let bool = OptionListFormat.headerBool
        switch key {
        case .baseClass: return options.baseClass ?? ""
        case .addModelExtensions: return bool(options.addModelExtensions)
        case .addServiceStackTypes: return bool(options.addServiceStackTypes)
        case .makePropertiesOptional: return bool(options.makePropertiesOptional)
        case .includeTypes: return OptionListFormat.join(options.includeTypes)
        case .excludeTypes: return OptionListFormat.join(options.excludeTypes)
        case .excludeGenericBaseTypes: return bool(options.excludeGenericBaseTypes)
        case .addResponseStatus: return bool(options.addResponseStatus)
        case .addImplicitVersion: return options.addImplicitVersion.map(String.init) ?? ""
        case .addDescriptionAsComments: return bool(options.addDescriptionAsComments)
        case .initializeCollections: return bool(options.initializeCollections)
        case .treatTypesAsStrings: return OptionListFormat.join(options.treatTypesAsStrings)
        case .defaultImports: return OptionListFormat.join(options.defaultImports)
        case .addReturnMarker: return bool(options.addReturnMarker)
        case .withoutOptions: return bool(options.withoutOptions)
        case .addDataContractAttributes: return bool(options.addDataContractAttributes)
        case .addIndexesToDataMembers: return bool(options.addIndexesToDataMembers)
        case .exportValueTypes: return bool(options.exportValueTypes)
        case .useStructs: return bool(options.useStructs)
        case .addIdentityConformances: return bool(options.addIdentityConformances)
        }
    }

    /// `yyyy-MM-dd HH:mm:ss` in the context's time zone.
    private func formattedDate() -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = context.timeZone
        let parts = calendar.dateComponents(
            [.year, .month, .day, .hour, .minute, .second], from: context.date)
        func pad(_ value: Int?, _ width: Int) -> String {
            let text = String(value ?? 0)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return "\(pad(parts.year, 4))-\(pad(parts.month, 2))-\(pad(parts.day, 2)) "
            + "\(pad(parts.hour, 2)):\(pad(parts.minute, 2)):\(pad(parts.second, 2))"
    }
}
