import Foundation

/// Renders selected types as static classes, interfaces and enums nested in the reference's outer class, as
/// ServiceStack's Java generator writes them: public fields in camelCase, getters and setters, `IReturn<T>` with a
/// `getResponseType()`, `@Route`, `@DataContract`, `@DataMember`, `@Api` and `@ApiMember` annotations.
/// `ResponseStatus`, `ResponseError` and `ErrorResponse` are left out: the Java client library defines them. The
/// metadata's other attributes are not written: the client library defines few of them, with element types the
/// metadata does not give.
struct JavaRenderer {
    var options: JavaOptions
    private(set) var lines: [String] = []
    /// Whether the output uses `@SerializedName` or `TypeToken` (then the gson imports are added).
    private(set) var usesGson = false
    /// The annotations and gson types the output names: a DTO of one of these names would hide it.
    private var usedAnnotationNames = Set<String>()
    private var mapper = JVMTypeMapper(.java)

    /// Types the Java client library defines.
    static let libraryTypes: Set<String> = ["ResponseStatus", "ResponseError", "ErrorResponse"]
    /// Interfaces of the Java client library that requests may implement.
    static let libraryInterfaces: Set<String> = [
        "IGet", "IPost", "IPut", "IDelete", "IPatch", "ICreateDb", "IUpdateDb", "IPatchDb", "IDeleteDb", "ISaveDb",
        "IHasSessionId", "IHasBearerToken", "IHasVersion",
    ]
    /// Names the output takes from Java and the client library: a DTO of one of these names would hide it.
    static let reservedTypeNames: Set<String> = [
        "String", "Boolean", "Byte", "Short", "Integer", "Long", "Float", "Double", "Object", "Class", "BigInteger",
        "BigDecimal", "UUID", "Date", "TimeSpan", "ArrayList", "HashMap", "InputStream", "IReturn",
        "IReturnVoid",
    ]

    init(options: JavaOptions) {
        self.options = options
        mapper.typesAsStrings = Set(options.treatTypesAsStrings)
    }

    /// The outer class's members, one line each.
    mutating func render(_ selected: [SelectedType]) throws(GeneratorError) -> [String] {
        let types = selected.filter { !Self.libraryTypes.contains(JVMTypeMapper.withoutArity($0.type.name)) }
        mapper.conflictingNames = JVMTypeMapper.namesWithSeveralArities(types)
        var declared: Set<String> = [options.globalNamespace]
        for entry in types {
            let name = try mapper.typeName(entry.type.name)
            guard !Self.reservedTypeNames.contains(name), declared.insert(name).inserted else {
                throw .duplicateTypeName(name)
            }
        }
        let selectedInterfaces = Set(types.filter { $0.type.isInterface == true }.map(\.type.name))
        for entry in types { try render(entry, selectedInterfaces: selectedInterfaces) }
        if usesGson { usedAnnotationNames.formUnion(["SerializedName", "TypeToken"]) }
        if let hidden = declared.first(where: { usedAnnotationNames.contains($0) }) { throw .duplicateTypeName(hidden) }
        return lines
    }

    private mutating func render(_ entry: SelectedType, selectedInterfaces: Set<String>) throws(GeneratorError) {
        let type = entry.type
        let indent = "    "
        lines.append("")
        appendComment(type.description, indent: indent)
        for (index, route) in (entry.operation?.routes ?? []).enumerated() {
            // Java before 8 cannot repeat an annotation: ServiceStack comments out every route after the first.
            let prefix = index == 0 ? "" : "// "
            var arguments = "Path=\(JavaIdentifier.stringLiteral(route.path))"
            if let verbs = route.verbs { arguments += ", Verbs=\(JavaIdentifier.stringLiteral(verbs))" }
            lines.append("\(indent)\(prefix)@Route(\(arguments))")
            usedAnnotationNames.insert("Route")
        }
        let typeAnnotations = JavaAnnotations.lines(type.attributes, literal: JavaIdentifier.stringLiteral)
        lines += typeAnnotations.map { indent + $0 }
        usedAnnotationNames.formUnion(typeAnnotations.map(JavaAnnotations.name))
        if type.isInterface != true, let contract = type.dataContract {
            var arguments: [String] = []
            if let name = contract.name { arguments.append("Name=\(JavaIdentifier.stringLiteral(name))") }
            if let namespace = contract.namespace {
                arguments.append("Namespace=\(JavaIdentifier.stringLiteral(namespace))")
            }
            lines.append("\(indent)@DataContract\(arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))")")
            usedAnnotationNames.insert("DataContract")
        }
        let name = try mapper.typeName(type.name)
        if type.isEnum == true {
            try renderEnum(type, name: name, indent: indent)
            return
        }
        let parameters = try (type.genericArgs ?? []).map { argument throws(GeneratorError) in
            try JavaIdentifier.name(argument)
        }
        let fullName = parameters.isEmpty ? name : "\(name)<\(parameters.joined(separator: ","))>"
        let isInterface = type.isInterface == true
        var interfaces: [String] = []
        var responseType: String?
        switch ResponseMarker.of(entry, addReturnMarker: options.addReturnMarker) {
        case .void: interfaces.append("IReturnVoid")
        case .returns(let returned):
            let mapped = try mapper.map(returned)
            interfaces.append("IReturn<\(mapped)>")
            if mapped.contains("<") {
                usesGson = true
                responseType = "new TypeToken<\(mapped)>(){}.getType()"
            } else {
                responseType = "\(mapped).class"
            }
        case nil: break
        }
        for interface in type.implements ?? [] {
            let bare = JVMTypeMapper.withoutArity(interface.name)
            guard Self.libraryInterfaces.contains(bare) || selectedInterfaces.contains(interface.name) else { continue }
            let mapped = try mapper.map(interface)
            if !interfaces.contains(mapped) { interfaces.append(mapped) }
        }
        let base = try type.inherits.map { inherits throws(GeneratorError) in try mapper.map(inherits) }
        var declaration = "\(indent)public static \(isInterface ? "interface" : "class") \(fullName)"
        if isInterface {
            let extended = (base.map { [$0] } ?? []) + interfaces
            if !extended.isEmpty { declaration += " extends " + extended.joined(separator: ", ") }
        } else {
            if let base { declaration += " extends \(base)" }
            if !interfaces.isEmpty { declaration += " implements " + interfaces.joined(separator: ", ") }
        }
        lines += [declaration, "\(indent){"]
        var members = JavaMembers(
            typeName: type.name, settersReturn: options.settersReturnThis ? fullName : nil,
            addAccessors: options.addPropertyAccessors && !isInterface)
        if responseType != nil {
            members.reserve(field: "responseType", accessor: "ResponseType")
        }
        let memberIndent = indent + "    "
        if !isInterface, entry.role == .request, let version = options.addImplicitVersion,
            !(type.properties ?? []).contains(where: { $0.name == "Version" })
        {
            try members.add(field: "version", type: "Integer")
            lines.append("\(memberIndent)public Integer version = \(version);")
        }
        try renderProperties(type, members: &members, indent: memberIndent)
        if !isInterface, options.addResponseStatus, entry.role == .response,
            !(type.properties ?? []).contains(where: { $0.name == "ResponseStatus" })
        {
            if members.blankBeforeNext { lines.append("") }
            try members.add(field: "responseStatus", type: "ResponseStatus")
            lines.append("\(memberIndent)public ResponseStatus responseStatus = null;")
        }
        if !members.accessors.isEmpty {
            lines.append("")
            lines += members.accessors.map { memberIndent + $0 }
        }
        if let responseType {
            lines += [
                "\(memberIndent)private static Object responseType = \(responseType);",
                "\(memberIndent)public Object getResponseType() { return responseType; }",
            ]
        }
        lines.append("\(indent)}")
    }

    private mutating func renderProperties(
        _ type: MetadataType, members: inout JavaMembers, indent: String
    ) throws(GeneratorError) {
        for property in type.properties ?? [] {
            if members.blankBeforeNext { lines.append("") }
            guard let propertyType = property.type else {
                throw GeneratorError.missingPropertyType(type: type.name, property: property.name)
            }
            let mapped = try mapper.map(propertyType, genericArgs: property.genericArgs)
            let field = try JavaIdentifier.fieldName(property.name)
            appendComment(property.description, indent: indent)
            members.blankBeforeNext = false
            if let member = property.dataMember {
                appendDataMember(member, indent: indent)
                members.blankBeforeNext = true
            }
            let annotations = JavaAnnotations.lines(property.attributes, literal: JavaIdentifier.stringLiteral)
            lines += annotations.map { indent + $0 }
            usedAnnotationNames.formUnion(annotations.map(JavaAnnotations.name))
            if !annotations.isEmpty { members.blankBeforeNext = true }
            try members.add(field: field, type: mapped)
            let isCollection = mapped.hasPrefix("ArrayList<") || mapped.hasPrefix("HashMap<")
            let initializer =
                property.isRequired == true && isCollection && type.isInterface != true
                ? "new \(mapped)()" : "null"
            let jsonName = DotNetCasing.camelCase(property.name)
            var annotation = ""
            if field != jsonName, property.dataMember?.name == nil {
                usesGson = true
                annotation = "@SerializedName(\(JavaIdentifier.stringLiteral(jsonName))) "
            }
            lines.append("\(indent)\(annotation)public \(mapped) \(field) = \(initializer);")
        }
    }

    private mutating func renderEnum(_ type: MetadataType, name: String, indent: String) throws(GeneratorError) {
        lines += ["\(indent)public static enum \(name)", "\(indent){"]
        let names = type.enumNames ?? []
        let values = type.enumValues ?? []
        let memberValues = type.enumMemberValues ?? []
        let hasValues = !names.isEmpty && values.count >= names.count
        let serializesAsNumber = type.isEnumInt == true || (type.attributes ?? []).contains { $0.name == "Flags" }
        var seen = Set<String>()
        for (index, member) in names.enumerated() {
            guard JavaIdentifier.isIdentifier(member) else { throw .potentiallyMaliciousName(member) }
            let memberName = try JavaIdentifier.name(JavaIdentifier.pascalCase(member))
            guard seen.insert(memberName).inserted else { throw .duplicateTypeName("\(name).\(memberName)") }
            let delimiter = index == names.count - 1 ? ";" : ","
            var line = indent + "    "
            var argument = ""
            if hasValues {
                guard let value = Int32(values[index]) else { throw .potentiallyMaliciousName(values[index]) }
                argument = "(\(value))"
                if serializesAsNumber { line += "@SerializedName(\"\(value)\") " }
            }
            let wireName = index < memberValues.count ? memberValues[index] : member
            if !(hasValues && serializesAsNumber), wireName != memberName {
                line += "@SerializedName(\(JavaIdentifier.stringLiteral(wireName))) "
            }
            if line.contains("@SerializedName") { usesGson = true }
            lines.append(line + memberName + argument + delimiter)
        }
        if hasValues {
            lines += [
                "", "\(indent)    private final int value;",
                "\(indent)    \(name)(final int intValue) { value = intValue; }",
                "\(indent)    public int getValue() { return value; }",
            ]
        }
        lines.append("\(indent)}")
    }

    private mutating func appendComment(_ description: String?, indent: String) {
        guard let description, options.addDescriptionAsComments else { return }
        lines += ["\(indent)/**", "\(indent)* \(JavaIdentifier.commentText(description))", "\(indent)*/"]
    }

    private mutating func appendDataMember(_ member: MetadataDataMember, indent: String) {
        var arguments: [String] = []
        if let name = member.name { arguments.append("Name=\(JavaIdentifier.stringLiteral(name))") }
        if let order = member.order { arguments.append("Order=\(order)") }
        if let required = member.isRequired { arguments.append("IsRequired=\(required)") }
        if let emit = member.emitDefaultValue { arguments.append("EmitDefaultValue=\(emit)") }
        lines.append("\(indent)@DataMember\(arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))")")
        usedAnnotationNames.insert("DataMember")
        if let name = member.name {
            usesGson = true
            lines.append("\(indent)@SerializedName(\(JavaIdentifier.stringLiteral(name)))")
        }
    }
}
