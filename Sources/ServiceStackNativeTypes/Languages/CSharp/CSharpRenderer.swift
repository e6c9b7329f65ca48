import Foundation

/// Renders selected types as C# classes, interfaces and enums, grouped in namespaces ordered by namespace then name,
/// as ServiceStack's C# generator writes them. Types of the `ServiceStack` and `System` namespaces are left out: the
/// ServiceStack client library defines them. Of the metadata's attributes only routes and data contracts are
/// written, the ones the client library is sure to define.
struct CSharpRenderer {
    var options: CSharpOptions
    var serverVersion: String
    private(set) var lines: [String] = []

    /// Interfaces of ServiceStack's client library that requests may implement.
    static let libraryInterfaces: Set<String> = [
        "IGet", "IPost", "IPut", "IDelete", "IPatch", "ICreateDb", "IUpdateDb", "IPatchDb", "IDeleteDb", "ISaveDb",
        "IHasSessionId", "IHasBearerToken",
    ]
    static let defaultNamespaces = [
        "System", "System.IO", "System.Collections", "System.Collections.Generic", "System.Runtime.Serialization",
        "ServiceStack", "ServiceStack.DataAnnotations",
    ]

    init(options: CSharpOptions, serverVersion: String) {
        self.options = options
        self.serverVersion = serverVersion
    }

    /// Whether the client library, not the reference, defines a type of this namespace.
    static func isLibraryNamespace(_ namespace: String?) -> Bool {
        guard let namespace else { return false }
        return namespace == "ServiceStack" || namespace.hasPrefix("ServiceStack.") || namespace == "System"
            || namespace.hasPrefix("System.")
    }

    /// The file's body after the header.
    mutating func render(_ selected: [SelectedType]) throws(GeneratorError) -> [String] {
        let types = selected.enumerated().filter { !Self.isLibraryNamespace($0.element.type.namespace) }
            .sorted { left, right in
                let leftKey = (namespaceOf(left.element.type), left.element.type.name)
                let rightKey = (namespaceOf(right.element.type), right.element.type.name)
                return leftKey == rightKey ? left.offset < right.offset : leftKey < rightKey
            }
            .map(\.element)
        let selectedInterfaces = Set(types.filter { $0.type.isInterface == true }.map(\.type.name))
        try appendUsings(types)
        var openNamespace: String?
        for entry in types {
            let namespace = namespaceOf(entry.type)
            if namespace != openNamespace {
                if openNamespace != nil { lines += ["}", ""] }
                lines += ["namespace \(try CSharpIdentifier.namespaceName(namespace))", "{"]
                openNamespace = namespace
            }
            try render(entry, selectedInterfaces: selectedInterfaces)
        }
        if openNamespace != nil { lines.append("}") }
        return lines
    }

    private func namespaceOf(_ type: MetadataType) -> String {
        options.globalNamespace ?? type.namespace.flatMap { $0.isEmpty ? nil : $0 } ?? "ServiceModel"
    }

    private mutating func appendUsings(_ types: [SelectedType]) throws(GeneratorError) {
        var namespaces = Self.defaultNamespaces + options.addNamespaces
        namespaces += options.globalNamespace.map { [$0] } ?? types.map { namespaceOf($0.type) }
        var seen = Set<String>()
        var used: [String] = []
        for namespace in namespaces where seen.insert(namespace).inserted {
            used.append(try CSharpIdentifier.namespaceName(namespace))
            lines.append("using \(used[used.count - 1]);")
        }
        if options.addGeneratedCodeAttributes { lines.append("using System.CodeDom.Compiler;") }
        if options.addDataContractAttributes, let xmlNamespace = options.addDefaultXmlNamespace {
            lines.append("")
            for namespace in used where !Self.defaultNamespaces.contains(namespace) {
                lines.append(
                    "[assembly: ContractNamespace(\(CSharpIdentifier.stringLiteral(xmlNamespace)), "
                        + "ClrNamespace=\(CSharpIdentifier.stringLiteral(namespace)))]")
            }
        }
        lines.append("")
    }

    private mutating func render(_ entry: SelectedType, selectedInterfaces: Set<String>) throws(GeneratorError) {
        let type = entry.type
        let indent = "    "
        let name = try CSharpIdentifier.typeName(type.name)
        let generics = try (type.genericArgs ?? []).map { argument throws(GeneratorError) in
            try CSharpIdentifier.name(argument)
        }
        let fullName = generics.isEmpty ? name : "\(name)<\(generics.joined(separator: ", "))>"
        let access = options.makeInternal ? "internal" : "public"
        appendDescription(type.description, indent: indent)
        for route in entry.operation?.routes ?? [] {
            let verbs = route.verbs.map { ", \(CSharpIdentifier.stringLiteral($0))" } ?? ""
            lines.append("\(indent)[Route(\(CSharpIdentifier.stringLiteral(route.path))\(verbs))]")
        }
        if type.isInterface != true { appendDataContract(type.dataContract, indent: indent) }
        if options.addGeneratedCodeAttributes {
            lines.append(
                "\(indent)[GeneratedCode(\"AddServiceStackReference\", \(CSharpIdentifier.stringLiteral(serverVersion)))]"
            )
        }
        if type.isEnum == true {
            try renderEnum(type, name: name, access: access, indent: indent)
            lines.append("")
            return
        }
        let isInterface = type.isInterface == true
        let partial = options.makePartial ? "partial " : ""
        lines.append("\(indent)\(access) \(partial)\(isInterface ? "interface" : "class") \(fullName)")
        var inherits: [String] = []
        if let base = type.inherits { inherits.append(try CSharpTypeMapper.map(base)) }
        switch ResponseMarker.of(entry, addReturnMarker: options.addReturnMarker) {
        case .void: inherits.append("IReturnVoid")
        case .returns(let returned): inherits.append("IReturn<\(try CSharpTypeMapper.map(returned))>")
        case nil: break
        }
        for interface in type.implements ?? [] {
            let bare = interface.name.firstIndex(of: "`").map { String(interface.name[..<$0]) } ?? interface.name
            guard Self.libraryInterfaces.contains(bare) || selectedInterfaces.contains(interface.name) else { continue }
            let mapped = try CSharpTypeMapper.map(interface)
            if !inherits.contains(mapped) { inherits.append(mapped) }
        }
        let extensible = options.makeDataContractsExtensible && type.inherits == nil && !isInterface
        if extensible { inherits.append("IExtensibleDataObject") }
        if !inherits.isEmpty { lines.append("\(indent)    : \(inherits.joined(separator: ", "))") }
        lines.append("\(indent){")
        let memberIndent = indent + "    "
        let virtual = options.makeVirtual && !isInterface ? "virtual " : ""
        if !isInterface, entry.role == .request, let version = options.addImplicitVersion {
            lines += [
                "\(memberIndent)public \(virtual)int Version { get; set; }", "",
                "\(memberIndent)public \(name)()", "\(memberIndent){", "\(memberIndent)    Version = \(version);",
                "\(memberIndent)}", "",
            ]
        }
        var blankBefore = false
        var dataMemberIndex = 1
        let properties = type.properties ?? []
        for property in properties {
            if blankBefore { lines.append("") }
            guard let propertyType = property.type else {
                throw GeneratorError.missingPropertyType(type: type.name, property: property.name)
            }
            var mapped = try CSharpTypeMapper.map(propertyType, genericArgs: property.genericArgs)
            if options.addNullableAnnotations {
                if property.isRequired == true {
                    while mapped.hasSuffix("?") { mapped.removeLast() }
                } else if !mapped.hasSuffix("?") {
                    mapped += "?"
                }
            }
            appendDescription(property.description, indent: memberIndent)
            blankBefore = appendDataMember(property.dataMember, index: dataMemberIndex, indent: memberIndent)
            dataMemberIndex += 1
            let visibility = isInterface ? "" : "public "
            let initializer = !isInterface && options.initializeCollections ? Self.initializer(mapped) : ""
            lines.append(
                "\(memberIndent)\(visibility)\(virtual)\(mapped) \(try CSharpIdentifier.name(property.name)) "
                    + "{ get; set; }\(initializer)")
        }
        if !isInterface, options.addResponseStatus, entry.role == .response,
            !properties.contains(where: { $0.name == "ResponseStatus" })
        {
            if blankBefore { lines.append("") }
            blankBefore = appendDataMember(nil, index: dataMemberIndex, indent: memberIndent)
            lines.append("\(memberIndent)public \(virtual)ResponseStatus ResponseStatus { get; set; }")
        }
        if extensible, !properties.contains(where: { $0.name == "ExtensionData" }) {
            if blankBefore { lines.append("") }
            lines.append("\(memberIndent)public \(virtual)ExtensionDataObject ExtensionData { get; set; }")
        }
        lines.append("\(indent)}")
        lines.append("")
    }

    private mutating func renderEnum(
        _ type: MetadataType, name: String, access: String, indent: String
    ) throws(GeneratorError) {
        lines.append("\(indent)\(access) enum \(name)")
        lines.append("\(indent){")
        let values = type.enumValues ?? []
        let memberValues = type.enumMemberValues ?? []
        for (index, member) in (type.enumNames ?? []).enumerated() {
            let memberName = try CSharpIdentifier.name(member)
            if index < memberValues.count, memberValues[index] != member {
                lines.append("\(indent)    [EnumMember(Value=\(CSharpIdentifier.stringLiteral(memberValues[index])))]")
            }
            if index < values.count {
                guard Int64(values[index]) != nil else { throw .potentiallyMaliciousName(values[index]) }
                lines.append("\(indent)    \(memberName) = \(values[index]),")
            } else {
                lines.append("\(indent)    \(memberName),")
            }
        }
        lines.append("\(indent)}")
    }

    /// `= new List<T>();` for a collection property: ServiceStack writes C# 12's `= [];`, which older compilers
    /// (Mono's `mcs`) cannot read.
    private static func initializer(_ mapped: String) -> String {
        let collections = ["List<", "Dictionary<", "HashSet<"]
        guard collections.contains(where: { mapped.hasPrefix($0) }), mapped.hasSuffix(">") else { return "" }
        return " = new \(mapped)();"
    }

    private mutating func appendDescription(_ description: String?, indent: String) {
        guard let description else { return }
        if options.addDescriptionAsComments {
            lines += [
                "\(indent)///<summary>", "\(indent)///\(CSharpIdentifier.docComment(description))",
                "\(indent)///</summary>",
            ]
        } else {
            lines.append("\(indent)[Description(\(CSharpIdentifier.stringLiteral(description)))]")
        }
    }

    private mutating func appendDataContract(_ contract: MetadataDataContract?, indent: String) {
        guard let contract else {
            if options.addDataContractAttributes { lines.append("\(indent)[DataContract]") }
            return
        }
        var arguments: [String] = []
        if let name = contract.name { arguments.append("Name=\(CSharpIdentifier.stringLiteral(name))") }
        if let namespace = contract.namespace {
            arguments.append("Namespace=\(CSharpIdentifier.stringLiteral(namespace))")
        }
        lines.append("\(indent)[DataContract\(arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))")]")
    }

    /// Writes a property's `[DataMember]`; true when it wrote one (a blank line then follows the property).
    private mutating func appendDataMember(
        _ member: MetadataDataMember?, index: Int, indent: String
    ) -> Bool {
        guard let member else {
            guard options.addDataContractAttributes else { return false }
            lines.append(
                options.addIndexesToDataMembers ? "\(indent)[DataMember(Order=\(index))]" : "\(indent)[DataMember]")
            return true
        }
        var arguments: [String] = []
        if let name = member.name { arguments.append("Name=\(CSharpIdentifier.stringLiteral(name))") }
        if let order = member.order {
            arguments.append("Order=\(order)")
        } else if options.addIndexesToDataMembers {
            arguments.append("Order=\(index)")
        }
        if member.isRequired == true { arguments.append("IsRequired=true") }
        if member.emitDefaultValue == false { arguments.append("EmitDefaultValue=false") }
        lines.append("\(indent)[DataMember\(arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))")]")
        return true
    }
}
