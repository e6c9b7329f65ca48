import Foundation

/// One type's Python source: an enum, or a dataclass with its bases, markers and fields. Fields naming a type not
/// yet defined (itself, or a later type) are written as string annotations, which Python resolves lazily.
struct PythonTypeRenderer {
    static let verbMarkers: Set<String> = ["IGet", "IPost", "IPut", "IDelete", "IPatch"]

    var settings: PythonOptions
    var names: [String: String]
    var addReturnMarker: Bool
    private var defined: Set<String> = []

    init(settings: PythonOptions, names: [String: String], addReturnMarker: Bool) {
        self.settings = settings
        self.names = names
        self.addReturnMarker = addReturnMarker
    }

    mutating func render(_ entry: SelectedType) throws -> [String] {
        let type = entry.type
        let name = try PythonNames.typeName(type.name)
        defer { defined.insert(name) }
        var lines = comments(type.description, indent: "")
        if type.isEnum == true {
            return lines + enumLines(type, name: name)
        }
        lines.append(Self.dataClassJsonLine(settings.dataClassJson))
        lines.append(
            settings.dataClass.isEmpty ? "@dataclass" : "@dataclass(\(PythonNames.commentText(settings.dataClass)))")
        let bases = try baseList(entry)
        lines.append(bases.isEmpty ? "class \(name):" : "class \(name)(\(bases.joined(separator: ", "))):")
        var body: [String] = []
        var fieldNames = Set<String>()
        for property in type.properties ?? [] {
            guard let propertyType = property.type else {
                throw GeneratorError.missingPropertyType(type: type.name, property: property.name)
            }
            let field = PythonNames.propertyName(property.name)
            guard fieldNames.insert(field).inserted else { continue }
            body += comments(property.description, indent: "    ")
            body.append(
                "    " + (try fieldLine(field, wireName: property.name, property: property, type: propertyType)))
        }
        if entry.role == .response, settings.addResponseStatus, !fieldNames.contains("response_status") {
            body.append("    response_status: Optional[ResponseStatus] = None")
        }
        if entry.role == .request, let version = settings.addImplicitVersion, !fieldNames.contains("version") {
            body.append("    version: int = \(version)")
        }
        return lines + (body.isEmpty ? ["    pass"] : body)
    }

    /// dataclasses-json annotates `letter_case` as a `LetterCase`, but `LetterCase.CAMEL` is the plain function the
    /// enum body defines (which is what the decorator calls), so mypy rejects the call; the ignore names that one
    /// error code so any other error still shows.
    static func dataClassJsonLine(_ arguments: String) -> String {
        let line = "@dataclass_json(\(PythonNames.commentText(arguments)))"
        return arguments.contains("LetterCase.") ? line + "  # type: ignore[call-overload]" : line
    }

    private func baseList(_ entry: SelectedType) throws -> [String] {
        let type = entry.type
        var bases: [String] = []
        if let inherits = type.inherits {
            let text = PythonTypeMapper.csharpText(inherits.name, genericArgs: inherits.genericArgs)
            bases.append(try PythonTypeMapper.annotation(text, names: names))
        }
        if type.isGenericTypeDef == true || !(type.genericArgs ?? []).isEmpty, let arguments = type.genericArgs,
            !arguments.isEmpty
        {
            let variables = arguments.map { PythonNames.escaped(PythonNames.identifier($0)) }
            bases.append("Generic[\(variables.joined(separator: ", "))]")
        }
        switch ResponseMarker.of(entry, addReturnMarker: addReturnMarker) {
        case .void: bases.append("IReturnVoid")
        case .returns(let response):
            let text = PythonTypeMapper.csharpText(response.name, genericArgs: response.genericArgs)
            let annotation = try PythonTypeMapper.annotation(text, names: names)
            let isLater = referencesUndefined(try CSharpTypeNode.parse(text))
            bases.append(isLater ? "IReturn['\(annotation)']" : "IReturn[\(annotation)]")
        case nil: break
        }
        for marker in type.implements ?? [] where Self.verbMarkers.contains(marker.name) {
            bases.append(marker.name)
        }
        return bases
    }

    private func fieldLine(_ field: String, wireName: String, property: MetadataPropertyType, type: String)
        throws -> String
    {
        let text = PythonTypeMapper.csharpText(type, genericArgs: property.genericArgs)
        let node = try CSharpTypeNode.parse(text)
        var annotation = try PythonTypeMapper.annotation(text, names: names)
        let isNullable = node.name.hasPrefix("Nullable")
        let zero = PythonTypeMapper.defaults[annotation]
        let required = !settings.makePropertiesOptional && property.isValueType == true && !isNullable && zero != nil
        if !required { annotation = "Optional[\(annotation)]" }
        if referencesUndefined(node) { annotation = "'\(annotation)'" }
        let renamed = PythonNames.snakeCaseRoundTrips(field, wireName: wireName)
        let defaultValue = required ? (zero ?? "None") : "None"
        if renamed { return "\(field): \(annotation) = \(defaultValue)" }
        return "\(field): \(annotation) = field(default=\(defaultValue), metadata=config(field_name="
            + "\(PythonNames.stringLiteral(DotNetCasing.camelCase(wireName)))))"
    }

    private func referencesUndefined(_ node: CSharpTypeNode) -> Bool {
        var pending = [node]
        while let next = pending.popLast() {
            let base = PythonTypeOrder.baseName(next.name.hasSuffix("[]") ? String(next.name.dropLast(2)) : next.name)
            if let name = names[base] {
                if !defined.contains(name) { return true }
            } else if !PythonTypeMapper.isBuiltIn(base) {
                return true
            }
            pending += next.arguments
        }
        return false
    }

    private func enumLines(_ type: MetadataType, name: String) -> [String] {
        let isInt = type.isEnumInt == true
        var lines = [isInt ? "class \(name)(IntEnum):" : "class \(name)(str, Enum):"]
        let enumNames = type.enumNames ?? []
        var seen = Set<String>()
        for (index, memberName) in enumNames.enumerated() {
            let member = PythonNames.enumMemberName(memberName)
            guard seen.insert(member).inserted else { continue }
            if let description = type.enumDescriptions?[safe: index], !description.isEmpty {
                lines += comments(description, indent: "    ")
            }
            if isInt {
                let raw = type.enumValues?[safe: index] ?? String(index)
                let value = Int(raw.trimmingCharacters(in: .whitespaces)).map(String.init) ?? String(index)
                lines.append("    \(member) = \(value)")
            } else {
                let value = type.enumMemberValues?[safe: index] ?? memberName
                lines.append("    \(member) = \(PythonNames.stringLiteral(value))")
            }
        }
        if seen.isEmpty { lines.append("    pass") }
        return lines
    }

    private func comments(_ text: String?, indent: String) -> [String] {
        guard settings.addDescriptionAsComments, let text, !text.isEmpty else { return [] }
        return text.split(whereSeparator: { $0.isNewline }).map { "\(indent)# \(PythonNames.commentText(String($0)))" }
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
