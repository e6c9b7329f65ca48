import Foundation

/// Prints a `SwiftFile`. It makes no decisions: layout comes from the declaration model.
struct SwiftRenderer {
    func render(_ file: SwiftFile) -> String {
        var writer = CodeWriter(capacity: file.declarations.count * 400 + 1024)
        if let header = file.header {
            for line in header { writer.line(line) }
            writer.blank()
        }
        for module in file.imports { writer.line("import \(module)") }
        for declaration in file.declarations {
            switch declaration {
            case .comment(let text):
                writer.line(text)
            case .type(let type):
                writer.blank()
                render(type, into: &writer)
            }
        }
        for support in file.supportDeclarations {
            writer.blank()
            for line in support { writer.line(line) }
        }
        for _ in 0..<file.trailingEmptyLines { writer.blank() }
        return writer.text
    }

    private func render(_ type: TypeDeclaration, into writer: inout CodeWriter) {
        for comment in type.comments { writer.line(comment) }
        writeTypeLine(type, into: &writer)
        writer.line("{")
        writer.indent()
        for member in type.members { render(member, into: &writer) }
        writer.unindent()
        writer.line("}")
        for extensionDeclaration in type.extensions {
            writer.blank()
            render(extensionDeclaration, into: &writer)
        }
    }

    /// `{modifiers }{kind} {name}{<T : Constraint, …>}{ : Base, Protocol, …}`.
    private func writeTypeLine(_ type: TypeDeclaration, into writer: inout CodeWriter) {
        writer.startLine()
        for modifier in type.modifiers {
            writer.write(modifier)
            writer.write(" ")
        }
        writer.write(type.kind.rawValue)
        writer.write(" ")
        writer.write(type.name)
        if !type.genericParameters.isEmpty {
            writer.write("<")
            for (index, parameter) in type.genericParameters.enumerated() {
                if index > 0 { writer.write(", ") }
                writer.write(parameter.name)
                writer.write(" : ")
                writer.write(parameter.constraint)
            }
            writer.write(">")
        }
        for (index, inherited) in type.inheritance.enumerated() {
            writer.write(index == 0 ? " : " : ", ")
            writer.write(inherited)
        }
        writer.endLine()
    }

    private func render(_ member: Member, into writer: inout CodeWriter) {
        switch member {
        case .blank:
            writer.blank()
        case .line(let text):
            writer.line(text)
        case .returnTypeAlias(let returnType):
            writer.line("public typealias Return = \(returnType)")
        case .property(let property):
            for comment in property.comments { writer.line(comment) }
            if let storage = property.backingStorage {
                renderBackedProperty(property, storage: storage, into: &writer)
            } else {
                writePropertyLine(property, into: &writer)
            }
        case .enumCase(let name, let rawValue):
            writer.line(rawValue.map { "case \(name) = \($0)" } ?? "case \(name)")
        case .codingKeys(let keys):
            renderCodingKeys(keys, into: &writer)
        case .codable(let codable):
            renderCodable(codable, into: &writer)
        }
    }

    /// `{wrapper }public var {name}:{type}{?}{ = default}`, or `var {name}:{type}{?} { get set }` in a protocol.
    private func writePropertyLine(_ property: PropertyDeclaration, into writer: inout CodeWriter) {
        writer.startLine()
        if property.isRequirement {
            writer.write("var ")
        } else {
            if let wrapper = property.wrapper {
                writer.write(wrapper)
                writer.write(" ")
            }
            writer.write("public var ")
        }
        writer.write(property.name)
        writer.write(":")
        writer.write(property.type)
        if property.isOptional { writer.write("?") }
        if property.isRequirement {
            writer.write(" { get set }")
        } else if let defaultValue = property.defaultValue {
            writer.write(" = ")
            writer.write(defaultValue)
        }
        writer.endLine()
    }

    /// `private var _name = Wrapper(wrappedValue: nil)` plus a computed `public var name`.
    private func renderBackedProperty(
        _ property: PropertyDeclaration, storage: SwiftType, into writer: inout CodeWriter
    ) {
        let storageName = "_" + SwiftIdentifier.unescaped(property.name)
        writer.startLine()
        writer.write("private var ")
        writer.write(storageName)
        writer.write(" = ")
        writer.write(storage)
        writer.write("(wrappedValue: nil)")
        writer.endLine()
        writer.startLine()
        writer.write("public var ")
        writer.write(property.name)
        writer.write(":")
        writer.write(property.type)
        if property.isOptional { writer.write("?") }
        writer.write(" { get { ")
        writer.write(storageName)
        writer.write(".wrappedValue } set { ")
        writer.write(storageName)
        writer.write(".wrappedValue = newValue } }")
        writer.endLine()
    }

    private func renderCodingKeys(_ keys: [CodingKeyCase], into writer: inout CodeWriter) {
        writer.line("private enum CodingKeys : String, CodingKey {")
        writer.indent()
        for key in keys {
            writer.startLine()
            writer.write("case ")
            writer.write(key.name)
            if let raw = key.rawValue {
                writer.write(" = ")
                writer.write(SwiftLiteral.string(raw))
            }
            writer.endLine()
        }
        writer.unindent()
        writer.line("}")
    }

    private func renderCodable(_ codable: CodableImplementation, into writer: inout CodeWriter) {
        if !codable.codingKeys.isEmpty {
            renderCodingKeys(codable.codingKeys, into: &writer)
            writer.blank()
        }
        let decodeLines = codable.decodes.map { decode in
            "\(decode.target) = try container.\(decode.method)(\(decode.typeExpression).self, forKey: .\(decode.name))\(decode.fallback)"
        }
        let encodeLines = codable.encodes.map { encode in
            let value = encode.value
            let write = "try container.encode(\(value), forKey: .\(encode.name))"
            switch encode.condition {
            case .notNil: return "if \(value) != nil { \(write) }"
            case .notEmpty: return "if \(value).count > 0 { \(write) }"
            case .notNilAndNotEmpty: return "if \(value) != nil && \(value)!.count > 0 { \(write) }"
            case .always: return write
            }
        }
        let initModifiers = codable.isStruct ? "public" : "required public"
        let encodeModifiers = codable.callsSuper ? "public override" : "public"
        let functions = [
            CodingFunction(
                signature: "\(initModifiers) init(from decoder: Decoder) throws {",
                superCall: "try super.init(from: decoder)",
                container: "let container = try decoder.container(keyedBy: CodingKeys.self)", lines: decodeLines),
            CodingFunction(
                signature: "\(encodeModifiers) func encode(to encoder: Encoder) throws {",
                superCall: "try super.encode(to: encoder)",
                container: "var container = encoder.container(keyedBy: CodingKeys.self)", lines: encodeLines),
        ]
        for (index, function) in functions.enumerated() {
            if index > 0 { writer.blank() }
            writer.line(function.signature)
            writer.indent()
            if codable.callsSuper { writer.line(function.superCall) }
            if !function.lines.isEmpty {
                writer.line(function.container)
                for line in function.lines { writer.line(line) }
            }
            writer.unindent()
            writer.line("}")
        }
    }

    /// `init(from:)` or `encode(to:)`: the `super` call when the class has a base, then the container and one
    /// line per property when there are properties.
    private struct CodingFunction {
        var signature: String
        var superCall: String
        var container: String
        var lines: [String]
    }

    private func render(_ extensionDeclaration: ExtensionDeclaration, into writer: inout CodeWriter) {
        let modifiers =
            extensionDeclaration.modifiers.isEmpty
            ? "" : extensionDeclaration.modifiers.joined(separator: " ") + " "
        let conformances =
            extensionDeclaration.conformances.isEmpty
            ? "" : " : " + extensionDeclaration.conformances.joined(separator: ", ")
        writer.line("\(modifiers)extension \(extensionDeclaration.typeName)\(conformances)")
        writer.line("{")
        writer.indent()
        for line in extensionDeclaration.lines { writer.line(line) }
        writer.unindent()
        writer.line("}")
    }
}
