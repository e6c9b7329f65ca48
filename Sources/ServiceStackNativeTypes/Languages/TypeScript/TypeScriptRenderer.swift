import Foundation

/// Renders selected types as TypeScript classes (`.ts`), ambient declarations (`.d.ts`) or ES module classes with
/// JSDoc types (`.mjs`); the three share the type mapping and naming.
struct TypeScriptRenderer {
    enum Mode { case typeScript, declarations, javaScript }

    var mode: Mode
    var makePropertiesOptional: Bool
    var addDescriptionAsComments: Bool
    /// Adds `responseStatus` to response types without one (`AddResponseStatus`).
    var addResponseStatus = false
    /// Adds `version: number` to request types (`AddImplicitVersion`).
    var addImplicitVersion: Int?
    var lines: [String] = []

    /// One rendered property: its description, TypeScript name and type, and a trailing comment.
    struct Property {
        var description: String?
        var name: String
        var type: String
        var trailingComment = ""
    }

    static let verbMarkers = [
        "IGet", "IPost", "IPut", "IDelete", "IPatch", "ICreateDb", "IUpdateDb", "IPatchDb",
        "IDeleteDb", "ISaveDb",
    ]

    /// The file's body after the header.
    mutating func render(_ types: [SelectedType]) throws(GeneratorError) -> [String] {
        let exported = mode == .declarations ? "" : "export "
        if mode != .javaScript {
            lines.append("\(exported)interface IReturn<T>")
            lines.append("{")
            lines.append(mode == .declarations ? "}" : "    createResponse(): T;\n}")
            lines.append("")
            lines.append("\(exported)interface IReturnVoid")
            lines.append("{")
            lines.append(mode == .declarations ? "}" : "    createResponse(): void;\n}")
            lines.append("")
            for marker in Self.verbMarkers { lines.append("\(exported)interface \(marker) {}") }
            lines.append("")
        }
        for entry in types { try render(entry) }
        return lines
    }

    private mutating func render(_ entry: SelectedType) throws(GeneratorError) {
        let type = entry.type
        let name = try TypeScriptIdentifier.typeName(type.name)
        if addDescriptionAsComments, let description = type.description, !description.isEmpty {
            lines.append("/** @description \(TypeScriptIdentifier.escapeComment(description)) */")
        }
        for route in entry.operation?.routes ?? [] {
            let verbs = route.verbs.map { ", \"\(TypeScriptIdentifier.escapeComment($0))\"" } ?? ""
            lines.append("// @Route(\"\(TypeScriptIdentifier.escapeComment(route.path))\"\(verbs))")
        }
        if type.isEnum == true {
            try renderEnum(type, name: name)
            lines.append("")
            return
        }
        let generics = try (type.genericArgs ?? []).map { argument throws(GeneratorError) in
            try TypeScriptTypeMapper.map(CSharpTypeNode.parse(argument))
        }
        let fullName = generics.isEmpty ? name : "\(name)<\(generics.joined(separator: ","))>"
        let mappedBase = try type.inherits.map { inherits throws(GeneratorError) in
            try TypeScriptTypeMapper.map(inherits)
        }
        let base = mappedBase.flatMap(Self.extendableBase)
        let extendsArray = base?.hasPrefix("Array<") == true
        let marker = ResponseMarker.of(entry, addReturnMarker: true)
        var implements: [String] = []
        switch marker {
        case .void: implements.append("IReturnVoid")
        case .returns(let returned): implements.append("IReturn<\(try TypeScriptTypeMapper.map(returned))>")
        case nil: break
        }
        for interface in type.implements ?? [] where Self.verbMarkers.contains(interface.name) {
            implements.append(interface.name)
        }
        let properties = try renderedProperties(of: entry)
        let optional = makePropertiesOptional ? "?" : "!"
        switch mode {
        case .declarations:
            let extends = ([base].compactMap { $0 } + implements).joined(separator: ", ")
            lines.append("interface \(fullName)" + (extends.isEmpty ? "" : " extends \(extends)"))
            lines.append("{")
            for property in properties {
                appendDescription(property.description)
                lines.append("    \(property.name)?: \(property.type);\(property.trailingComment)")
            }
            lines.append("}")
        case .typeScript:
            let keyword = type.isInterface == true ? "interface" : "class"
            var declaration = "export \(keyword) \(fullName)"
            if let base { declaration += " extends \(base)" }
            if !implements.isEmpty, keyword == "class" {
                declaration += " implements \(implements.joined(separator: ", "))"
            }
            lines.append(declaration)
            lines.append("{")
            for property in properties {
                appendDescription(property.description)
                lines.append(
                    (keyword == "class"
                        ? "    public \(property.name)\(optional): \(property.type);"
                        : "    \(property.name)?: \(property.type);") + property.trailingComment)
            }
            if keyword == "class" {
                lines.append("")
                if base != nil {
                    let superCall = extendsArray ? "super()" : "super(init)"
                    lines.append(
                        "    public constructor(init?: Partial<\(fullName)>) { \(superCall); (Object as any).assign(this, init); }"
                    )
                } else {
                    lines.append(
                        "    public constructor(init?: Partial<\(fullName)>) { (Object as any).assign(this, init); }")
                }
                try appendRequestMethods(entry, name: name, marker: marker)
            }
            lines.append("}")
        case .javaScript:
            lines.append("export class \(name)" + (base.map { " extends \(Self.baseName($0))" } ?? ""))
            lines.append("{")
            let shape = properties.map { "\($0.name)?:\($0.type)" }.joined(separator: ",")
            lines.append("    /** @param {{\(TypeScriptIdentifier.escapeComment(shape))}} [init] */")
            lines.append(
                base == nil
                    ? "    constructor(init) { Object.assign(this, init) }"
                    : "    constructor(init) { \(extendsArray ? "super()" : "super(init)"); Object.assign(this, init) }"
            )
            for property in properties {
                appendDescription(property.description)
                lines.append("    /** @type {\(TypeScriptIdentifier.escapeComment(property.type))} */")
                lines.append("    \(property.name);")
            }
            try appendRequestMethods(entry, name: name, marker: marker)
            lines.append("}")
        }
        lines.append("")
    }

    /// The type's properties, after the implicit version of a request and before the response status of a response
    /// that lacks one, as ServiceStack adds them.
    private func renderedProperties(of entry: SelectedType) throws(GeneratorError) -> [Property] {
        let type = entry.type
        var result: [Property] = []
        if let addImplicitVersion, entry.role == .request, type.isInterface != true {
            result.append(Property(name: "version", type: "number", trailingComment: " //\(addImplicitVersion)"))
        }
        for property in type.properties ?? [] {
            guard let propertyType = property.type else {
                throw GeneratorError.missingPropertyType(type: type.name, property: property.name)
            }
            result.append(
                Property(
                    description: property.description, name: TypeScriptIdentifier.propertyName(property.name),
                    type: try TypeScriptTypeMapper.map(propertyType, genericArgs: property.genericArgs)))
        }
        if addResponseStatus, entry.role == .response, type.isInterface != true,
            !(type.properties ?? []).contains(where: { $0.name == "ResponseStatus" })
        {
            result.append(Property(name: "responseStatus", type: "ResponseStatus"))
        }
        return result
    }

    private mutating func renderEnum(_ type: MetadataType, name: String) throws(GeneratorError) {
        let names = type.enumNames ?? []
        let values = type.enumValues ?? []
        let members = try names.enumerated().map { index, member throws(GeneratorError) -> String in
            let memberName = try TypeScriptIdentifier.memberName(member)
            if type.isEnumInt == true || !values.isEmpty, index < values.count, Int(values[index]) != nil {
                return "\(memberName) = \(values[index])"
            }
            return "\(memberName) = '\(TypeScriptIdentifier.escapeString(member))'"
        }
        switch mode {
        case .javaScript:
            lines.append(
                "/** @typedef {\(names.isEmpty ? "string" : "'" + names.map(TypeScriptIdentifier.escapeComment).joined(separator: "'|'") + "'")} */"
            )
            let body = members.map { $0.replacingOccurrences(of: " = ", with: ": ") }.joined(separator: ", ")
            lines.append("export const \(name) = Object.freeze({ \(body) })")
        case .declarations:
            lines.append("declare enum \(name)")
            lines.append("{")
            for member in members { lines.append("    \(member),") }
            lines.append("}")
        case .typeScript:
            lines.append("export enum \(name)")
            lines.append("{")
            for member in members { lines.append("    \(member),") }
            lines.append("}")
        }
    }

    private mutating func appendRequestMethods(
        _ entry: SelectedType, name: String, marker: ResponseMarker?
    ) throws(GeneratorError) {
        guard entry.role == .request else { return }
        let typed = mode == .typeScript
        lines.append("    \(typed ? "public " : "")getTypeName() { return '\(name)'; }")
        let method = (entry.operation?.method ?? "POST").uppercased().filter { $0.isLetter }
        lines.append("    \(typed ? "public " : "")getMethod() { return '\(method.isEmpty ? "POST" : method)'; }")
        switch marker {
        case .void, nil:
            lines.append("    \(typed ? "public " : "")createResponse() {}")
        case .returns(let returned):
            let mapped = try TypeScriptTypeMapper.map(returned)
            let value: String
            switch mapped {
            case "string": value = "''"
            case "number": value = "0"
            case "boolean": value = "false"
            case "any": value = "{}"
            default:
                if mapped.hasSuffix("[]") {
                    value = typed ? "new Array<\(mapped.dropLast(2))>()" : "[]"
                } else if mapped.hasPrefix("{") {
                    value = "{}"
                } else {
                    value = "new \(typed ? mapped : Self.baseName(mapped))()"
                }
            }
            lines.append("    \(typed ? "public " : "")createResponse() { return \(value); }")
        }
    }

    private mutating func appendDescription(_ description: String?) {
        guard addDescriptionAsComments, let description, !description.isEmpty else { return }
        lines.append("    /** @description \(TypeScriptIdentifier.escapeComment(description)) */")
    }

    /// What a class can extend for a mapped base type: a collection base (`Item[]`) extends `Array<Item>`, as
    /// ServiceStack writes it; an index signature or a primitive cannot be extended and is left out.
    static func extendableBase(_ mapped: String) -> String? {
        if mapped.hasSuffix("[]") {
            var element = mapped.dropLast(2)
            if element.hasPrefix("("), element.hasSuffix(")") { element = element.dropFirst().dropLast() }
            return "Array<\(element)>"
        }
        if mapped.hasPrefix("{") || ["string", "number", "boolean", "any", "Blob"].contains(mapped) { return nil }
        return mapped
    }

    /// `QueryResponse<Technology>` → `QueryResponse`: JavaScript has no type arguments.
    static func baseName(_ mapped: String) -> String {
        mapped.firstIndex(of: "<").map { String(mapped[..<$0]) } ?? mapped
    }
}
