import Foundation

/// Renders selected types as top-level Kotlin classes, interfaces and enums, as ServiceStack's Kotlin generator
/// writes them: `open class` with nullable `var`s in camelCase (`override` where a selected base type or interface
/// declares the property), `IReturn<T>` with a `companion object` holding the response type, `@Route`,
/// `@DataContract`, `@DataMember`, `@Api` and `@ApiMember` annotations. `ResponseStatus`, `ResponseError` and
/// `ErrorResponse` are left out: the client library defines them. The metadata's other attributes are not written.
struct KotlinRenderer {
    var options: KotlinOptions
    private(set) var lines: [String] = []
    /// Whether the output uses `@SerializedName` or `TypeToken` (then the gson imports are added).
    private(set) var usesGson = false
    /// The annotations and gson types the output names: a DTO of one of these names would hide it.
    private var usedAnnotationNames = Set<String>()
    private var mapper = JVMTypeMapper(.kotlin)
    private var typesByName: [String: MetadataType] = [:]

    /// Names the output takes from Kotlin, Java and the client library: a DTO of one of these names would hide it.
    static let reservedTypeNames: Set<String> = [
        "String", "Boolean", "Byte", "Short", "Int", "Long", "Float", "Double", "Any", "Class", "BigInteger",
        "BigDecimal", "UUID", "Date", "TimeSpan", "ArrayList", "HashMap", "InputStream", "ByteArray", "IReturn",
        "IReturnVoid",
    ]

    init(options: KotlinOptions) {
        self.options = options
        mapper.typesAsStrings = Set(options.treatTypesAsStrings)
    }

    /// The file's declarations, one line each.
    mutating func render(_ selected: [SelectedType]) throws(GeneratorError) -> [String] {
        let types = selected.filter {
            !JavaRenderer.libraryTypes.contains(JVMTypeMapper.withoutArity($0.type.name))
        }
        mapper.conflictingNames = JVMTypeMapper.namesWithSeveralArities(types)
        var declared = Set<String>()
        for entry in types {
            let name = try mapper.typeName(entry.type.name)
            guard !Self.reservedTypeNames.contains(name), declared.insert(name).inserted else {
                throw .duplicateTypeName(name)
            }
            typesByName[entry.type.name] = entry.type
        }
        let selectedInterfaces = Set(types.filter { $0.type.isInterface == true }.map(\.type.name))
        for entry in types { try render(entry, selectedInterfaces: selectedInterfaces) }
        if usesGson { usedAnnotationNames.formUnion(["SerializedName", "TypeToken"]) }
        if let hidden = declared.first(where: { usedAnnotationNames.contains($0) }) { throw .duplicateTypeName(hidden) }
        return lines
    }

    private mutating func render(_ entry: SelectedType, selectedInterfaces: Set<String>) throws(GeneratorError) {
        let type = entry.type
        lines.append("")
        appendComment(type.description, indent: "")
        for (index, route) in (entry.operation?.routes ?? []).enumerated() {
            // ServiceStack comments out every route after the first, as for Java.
            let prefix = index == 0 ? "" : "// "
            var arguments = "Path=\(KotlinIdentifier.stringLiteral(route.path))"
            if let verbs = route.verbs { arguments += ", Verbs=\(KotlinIdentifier.stringLiteral(verbs))" }
            lines.append("\(prefix)@Route(\(arguments))")
            usedAnnotationNames.insert("Route")
        }
        let typeAnnotations = JavaAnnotations.lines(type.attributes, literal: KotlinIdentifier.stringLiteral)
        lines += typeAnnotations
        usedAnnotationNames.formUnion(typeAnnotations.map(JavaAnnotations.name))
        if type.isInterface != true, let contract = type.dataContract {
            var arguments: [String] = []
            if let name = contract.name { arguments.append("Name=\(KotlinIdentifier.stringLiteral(name))") }
            if let namespace = contract.namespace {
                arguments.append("Namespace=\(KotlinIdentifier.stringLiteral(namespace))")
            }
            lines.append("@DataContract\(arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))")")
            usedAnnotationNames.insert("DataContract")
        }
        let name = try mapper.typeName(type.name)
        if type.isEnum == true {
            try renderEnum(type, name: name)
            return
        }
        let parameters = try (type.genericArgs ?? []).map { argument throws(GeneratorError) in
            try KotlinIdentifier.name(argument)
        }
        let fullName = parameters.isEmpty ? name : "\(name)<\(parameters.joined(separator: ","))>"
        let isInterface = type.isInterface == true
        var supertypes: [String] = []
        if let inherits = type.inherits {
            let base = try mapper.map(inherits)
            supertypes.append(isInterface ? base : base + "()")
        }
        var responseType: String?
        switch ResponseMarker.of(entry, addReturnMarker: options.addReturnMarker) {
        case .void: supertypes.append("IReturnVoid")
        case .returns(let returned):
            let mapped = try mapper.map(returned)
            supertypes.append("IReturn<\(mapped)>")
            if mapped.contains("<") {
                usesGson = true
                responseType = "object : TypeToken<\(mapped)>(){}.type"
            } else {
                responseType = "\(mapped)::class.java"
            }
        case nil: break
        }
        for interface in type.implements ?? [] {
            let bare = JVMTypeMapper.withoutArity(interface.name)
            guard JavaRenderer.libraryInterfaces.contains(bare) || selectedInterfaces.contains(interface.name) else {
                continue
            }
            let mapped = try mapper.map(interface)
            if !supertypes.contains(mapped) { supertypes.append(mapped) }
        }
        let kind = isInterface ? "interface" : "open class"
        lines.append("\(kind) \(fullName)\(supertypes.isEmpty ? "" : " : " + supertypes.joined(separator: ", "))")
        lines.append("{")
        var properties = Set<String>()
        if responseType != nil { properties.insert("responseType") }
        if !isInterface, entry.role == .request, let version = options.addImplicitVersion,
            !(type.properties ?? []).contains(where: { $0.name == "Version" })
        {
            properties.insert("version")
            lines.append("    val version:Int = \(version)")
        }
        let inherited = inheritedProperties(of: type)
        var blankBeforeNext = false
        for property in type.properties ?? [] {
            if blankBeforeNext { lines.append("") }
            guard let propertyType = property.type else {
                throw GeneratorError.missingPropertyType(type: type.name, property: property.name)
            }
            var mapped = try mapper.map(propertyType, genericArgs: property.genericArgs)
            while mapped.hasSuffix("?") { mapped.removeLast() }
            let field = try KotlinIdentifier.propertyName(property.name)
            guard properties.insert(field).inserted else { throw .duplicateTypeName("\(type.name).\(field)") }
            appendComment(property.description, indent: "    ")
            blankBeforeNext = false
            if let member = property.dataMember {
                appendDataMember(member)
                blankBeforeNext = true
            }
            let annotations = JavaAnnotations.lines(property.attributes, literal: KotlinIdentifier.stringLiteral)
            lines += annotations.map { "    " + $0 }
            usedAnnotationNames.formUnion(annotations.map(JavaAnnotations.name))
            if !annotations.isEmpty { blankBeforeNext = true }
            let jsonName = DotNetCasing.camelCase(property.name)
            var annotation = ""
            if field != jsonName, property.dataMember?.name == nil {
                usesGson = true
                annotation = "@SerializedName(\(KotlinIdentifier.stringLiteral(jsonName))) "
            }
            let modifier = inherited.contains(property.name) ? "override " : isInterface ? "" : "open "
            let isCollection = mapped.hasPrefix("ArrayList<") || mapped.hasPrefix("HashMap<")
            let initialize =
                (property.isRequired == true || options.initializeCollections) && isCollection && !isInterface
            let declaration =
                initialize
                ? "var \(field):\(mapped) = \(mapped)()" : "var \(field):\(mapped)?\(isInterface ? "" : " = null")"
            lines.append("    \(annotation)\(modifier)\(declaration)")
        }
        if !isInterface, options.addResponseStatus, entry.role == .response,
            !(type.properties ?? []).contains(where: { $0.name == "ResponseStatus" })
        {
            if blankBeforeNext { lines.append("") }
            guard properties.insert("responseStatus").inserted else {
                throw .duplicateTypeName("\(type.name).responseStatus")
            }
            lines.append("    var responseStatus:ResponseStatus? = null")
        }
        if let responseType {
            lines += [
                "    companion object { private val responseType = \(responseType) }",
                "    override fun getResponseType(): Any? = \(name).responseType",
            ]
        }
        lines.append("}")
    }

    /// The .NET names of the properties the selected base types and interfaces of `type` declare.
    private func inheritedProperties(of type: MetadataType) -> Set<String> {
        var names = Set<String>()
        var visited = Set<String>()
        var pending = (type.inherits.map { [$0] } ?? []) + (type.implements ?? [])
        while let next = pending.popLast() {
            guard visited.insert(next.name).inserted, let declared = typesByName[next.name] else { continue }
            for property in declared.properties ?? [] { names.insert(property.name) }
            pending += (declared.inherits.map { [$0] } ?? []) + (declared.implements ?? [])
        }
        return names
    }

    private mutating func renderEnum(_ type: MetadataType, name: String) throws(GeneratorError) {
        let names = type.enumNames ?? []
        let values = type.enumValues ?? []
        let memberValues = type.enumMemberValues ?? []
        let hasValues = !names.isEmpty && values.count == names.count
        let serializesAsNumber = type.isEnumInt == true || (type.attributes ?? []).contains { $0.name == "Flags" }
        lines += ["enum class \(name)\(hasValues ? "(val value:Int)" : "")", "{"]
        var seen = Set<String>()
        for (index, member) in names.enumerated() {
            guard JavaIdentifier.isIdentifier(member) else { throw .potentiallyMaliciousName(member) }
            let memberName = try KotlinIdentifier.name(JavaIdentifier.pascalCase(member))
            guard seen.insert(memberName).inserted else { throw .duplicateTypeName("\(name).\(memberName)") }
            var line = "    "
            var argument = ""
            if hasValues {
                guard let value = Int32(values[index]) else { throw .potentiallyMaliciousName(values[index]) }
                argument = "(\(value))"
                if serializesAsNumber { line += "@SerializedName(\"\(value)\") " }
            }
            let wireName = index < memberValues.count ? memberValues[index] : member
            if !(hasValues && serializesAsNumber), wireName != memberName {
                line += "@SerializedName(\(KotlinIdentifier.stringLiteral(wireName))) "
            }
            if line.contains("@SerializedName") { usesGson = true }
            lines.append(line + memberName + argument + ",")
        }
        lines.append("}")
    }

    private mutating func appendComment(_ description: String?, indent: String) {
        guard let description, options.addDescriptionAsComments else { return }
        lines += ["\(indent)/**", "\(indent)* \(KotlinIdentifier.commentText(description))", "\(indent)*/"]
    }

    private mutating func appendDataMember(_ member: MetadataDataMember) {
        var arguments: [String] = []
        if let name = member.name { arguments.append("Name=\(KotlinIdentifier.stringLiteral(name))") }
        if let order = member.order { arguments.append("Order=\(order)") }
        if let required = member.isRequired { arguments.append("IsRequired=\(required)") }
        if let emit = member.emitDefaultValue { arguments.append("EmitDefaultValue=\(emit)") }
        lines.append("    @DataMember\(arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))")")
        usedAnnotationNames.insert("DataMember")
        if let name = member.name {
            usesGson = true
            lines.append("    @SerializedName(\(KotlinIdentifier.stringLiteral(name)))")
        }
    }
}
