import Foundation

/// The comment lines a Dart reference carries for what Dart cannot declare: descriptions as `/** */` blocks, and
/// attributes, data contracts and data members as `// @Name(...)` lines, their text escaped so that it stays inside
/// its comment.
enum DartAnnotations {
    /// A description's `/** ... */` block, on one line.
    static func description(_ description: String?, indent: String) -> [String] {
        guard let description else { return [] }
        let text = DartIdentifier.blockComment(DartIdentifier.lineComment(description))
        return ["\(indent)/**", "\(indent)* \(text)", "\(indent)*/"]
    }

    /// One `// @Name(args)` line per attribute.
    static func attributes(_ attributes: [MetadataAttribute]?, indent: String) -> [String] {
        (attributes ?? []).map { attribute in
            let constructorArgs = attribute.constructorArgs ?? []
            let args = attribute.args ?? []
            let text: String
            if constructorArgs.isEmpty, args.isEmpty {
                text = "// @\(DotNetCasing.camelCase(attribute.name))()"
            } else if !constructorArgs.isEmpty {
                text = "// @\(attribute.name)(\(constructorArgs.map(value).joined(separator: ", ")))"
            } else {
                text = "// @\(attribute.name)(\(args.map { "\($0.name)=\(value($0))" }.joined(separator: ", ")))"
            }
            return indent + DartIdentifier.lineComment(text)
        }
    }

    /// A type's `// @DataContract(...)`, or a bare one when `always` (`AddDataContractAttributes`) asks for it.
    static func dataContract(_ contract: MetadataDataContract?, always: Bool) -> [String] {
        guard let contract else { return always ? ["// @DataContract()"] : [] }
        var arguments: [String] = []
        if let name = contract.name { arguments.append("Name=\(DartIdentifier.quoted(name))") }
        if let namespace = contract.namespace { arguments.append("Namespace=\(DartIdentifier.quoted(namespace))") }
        return [
            DartIdentifier.lineComment(
                "// @DataContract" + (arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))"))
        ]
    }

    /// A property's `// @DataMember(...)`: its own, else one when `always` asks for it, `Order` numbered when
    /// `indexes` asks for it.
    static func dataMember(
        _ member: MetadataDataMember?, index: Int, always: Bool, indexes: Bool, indent: String
    ) -> [String] {
        guard let member else {
            guard always else { return [] }
            return [indent + (indexes ? "// @DataMember(Order=\(index))" : "// @DataMember()")]
        }
        var arguments: [String] = []
        if let name = member.name { arguments.append("Name=\(DartIdentifier.quoted(name))") }
        if member.order != nil || indexes { arguments.append("Order=\(member.order ?? index)") }
        if let required = member.isRequired { arguments.append("IsRequired=\(required)") }
        if let emit = member.emitDefaultValue { arguments.append("EmitDefaultValue=\(emit)") }
        let text = "// @DataMember" + (arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))")
        return [indent + DartIdentifier.lineComment(text)]
    }

    private static func value(_ argument: MetadataPropertyType) -> String {
        guard let value = argument.value else { return "null" }
        return argument.type == "String" ? DartIdentifier.quoted(value) : value
    }
}
