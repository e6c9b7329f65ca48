import Foundation

/// Formats descriptions, routes, attributes and data contracts as comment lines (spec 11.5).
struct AnnotationFormatter {
    var options: ResolvedOptions

    func description(_ text: String?) -> [String] {
        guard let text, options.addDescriptionAsComments else { return [] }
        return ["/**", "* \(SwiftLiteral.comment(text))", "*/"]
    }

    func routes(_ routes: [MetadataRoute]?) -> [String] {
        (routes ?? []).map { route in
            var arguments = [SwiftLiteral.string(route.path)]
            if let verbs = route.verbs { arguments.append(SwiftLiteral.string(verbs)) }
            return "// @Route(\(SwiftLiteral.comment(arguments.joined(separator: ", "))))"
        }
    }

    func attributes(_ attributes: [MetadataAttribute]?) -> [String] {
        (attributes ?? []).map { attribute in
            let arguments: [String]
            if let constructorArgs = attribute.constructorArgs, !constructorArgs.isEmpty {
                arguments = constructorArgs.map { value(type: $0.type, value: $0.value) }
            } else {
                arguments = (attribute.args ?? []).map {
                    "\($0.name)=\(value(type: $0.type, value: $0.value))"
                }
            }
            return SwiftLiteral.comment("// @\(attribute.name)(\(arguments.joined(separator: ", ")))")
        }
    }

    func dataContract(_ contract: MetadataDataContract?) -> [String] {
        guard let contract else {
            return options.addDataContractAttributes ? ["// @DataContract()"] : []
        }
        var arguments: [String] = []
        if let name = contract.name { arguments.append("Name=\(SwiftLiteral.string(name))") }
        if let namespace = contract.namespace {
            arguments.append("Namespace=\(SwiftLiteral.string(namespace))")
        }
        let suffix = arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))"
        return [SwiftLiteral.comment("// @DataContract\(suffix)")]
    }

    func dataMember(_ member: MetadataDataMember?, index: Int) -> [String] {
        guard let member else {
            guard options.addDataContractAttributes else { return [] }
            return [
                options.addIndexesToDataMembers ? "// @DataMember(Order=\(index))" : "// @DataMember()"
            ]
        }
        var arguments: [String] = []
        if let name = member.name { arguments.append("Name=\(SwiftLiteral.string(name))") }
        if member.order != nil || options.addIndexesToDataMembers {
            arguments.append("Order=\(member.order ?? index)")
        }
        if let isRequired = member.isRequired { arguments.append("IsRequired=\(isRequired)") }
        if let emitDefault = member.emitDefaultValue {
            arguments.append("EmitDefaultValue=\(emitDefault)")
        }
        let suffix = arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))"
        return [SwiftLiteral.comment("// @DataMember\(suffix)")]
    }

    /// An attribute argument: quoted strings, `Int32.min`-style limits, `typeof(Name)`.
    func value(type: String?, value: String?) -> String {
        guard let value else { return "null" }
        switch (type, value) {
        case ("Int32", "-2147483648"): return "Int32.min"
        case ("Int32", "2147483647"): return "Int32.max"
        case ("Int64", "-9223372036854775808"): return "Int64.min"
        case ("Int64", "9223372036854775807"): return "Int64.max"
        default: break
        }
        if type == "String" || type == "string" { return SwiftLiteral.string(value) }
        if value.hasPrefix("typeof("), value.hasSuffix(")") {
            let inner = value.dropFirst("typeof(".count).dropLast()
            let name = inner.split(separator: ".").last.map(String.init) ?? String(inner)
            return "typeof(\(name))"
        }
        return value
    }
}
