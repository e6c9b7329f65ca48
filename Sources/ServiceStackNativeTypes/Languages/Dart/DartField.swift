import Foundation

/// One field of a generated Dart class and how it is declared, constructed, read from and written to JSON.
struct DartField {
    /// The field's name (`name`, `Class` for a property named `class`).
    var name: String
    /// The JSON key `fromMap` reads (the property's camelCase name).
    var jsonName: String
    var type: DartType
    /// The constant default of a required field (`""`, `0`, `false`), which also makes it non-nullable.
    var constantDefault: String?
    /// What `fromMap` falls back to for a required field the JSON lacks.
    var runtimeDefault: String?
    /// A value the constructor defaults to (the implicit version).
    var value: String?
    /// The string literal naming the type `JsonConverters` converts the value with (generic parameters are
    /// interpolated at run time), or nil for values JSON already holds.
    var convertedType: String?
    /// A `JsonConverters` function for a JSON number or string map (`toDouble`, `toStringMap`).
    var converter: String?

    /// .NET types JSON holds as they are, by their metadata name or their Dart name.
    static let jsonTypes: Set<String> = [
        "String", "Boolean", "Guid", "Char", "Byte", "Int16", "Int32", "Int64", "UInt16", "UInt32", "UInt64",
        "Single", "Double", "Decimal", "int", "bool", "Dictionary<String,String>",
    ]
    static let converters = ["double": "toDouble", "Map<String,String?>": "toStringMap"]
    static let constantDefaults: Set<String> = ["0", "false", "\"\""]

    /// A property's field; `owner` is the type declaring it and `mapper` maps its type.
    init(_ property: MetadataPropertyType, owner: MetadataType, mapper: DartTypeMapper) throws(GeneratorError) {
        guard let typeName = property.type else {
            throw .missingPropertyType(type: owner.name, property: property.name)
        }
        name = try DartIdentifier.propertyName(property)
        jsonName = DotNetCasing.camelCase(property.name)
        type = try mapper.map(typeName, genericArgs: property.genericArgs)
        if property.isRequired == true {
            let value = DartTypeRegistry.defaultValues[type.text]
            constantDefault = value.flatMap { Self.constantDefaults.contains($0) ? $0 : nil }
            runtimeDefault = value ?? Self.emptyCollection(type)
        }
        let arguments = property.genericArgs ?? []
        var valueName = typeName
        if typeName == "Nullable`1", let first = arguments.first { valueName = try mapper.mapArgument(first).text }
        let rawName = try Self.rawName(typeName, arguments)
        if Self.jsonTypes.contains(valueName) || valueName.contains("'") || Self.jsonTypes.contains(rawName) {
            converter = Self.converters[type.text]
            return
        }
        let parameters = owner.genericArgs ?? []
        let positions = arguments.map { argument in parameters.firstIndex(of: argument) }
        if !parameters.isEmpty, !arguments.isEmpty, positions.allSatisfy({ $0 != nil }) {
            let indexes = positions.compactMap { $0.map(String.init) }.joined(separator: ",")
            let base = try DartIdentifier.typeName(DartTypeMapper.baseName(typeName))
            convertedType = "'\(base)<${runtimeGenericTypeDefs(this,[\(indexes)]).join(\",\")}>'"
        } else {
            convertedType = DartIdentifier.stringLiteral(type.text)
        }
    }

    /// The implicit version field (`AddImplicitVersion`).
    init(version: Int) {
        name = "version"
        jsonName = "version"
        type = DartType(name: "int")
        value = String(version)
    }

    /// The `ResponseStatus` field `AddResponseStatus` adds to responses.
    static let responseStatus = DartField(
        name: "responseStatus", jsonName: "responseStatus", type: DartType(name: "ResponseStatus"),
        convertedType: "'ResponseStatus'")

    private init(name: String, jsonName: String, type: DartType, convertedType: String?) {
        self.name = name
        self.jsonName = jsonName
        self.type = type
        self.convertedType = convertedType
    }

    /// Whether the generated registry needs an entry for the field's type.
    var isConverted: Bool { convertedType != nil }

    /// `String? name;` or, for a required field with a constant default, `String name = "";`.
    var declaration: String {
        constantDefault.map { "\(type.text) \(name) = \($0);" } ?? "\(type.text)? \(name);"
    }

    /// The constructor's parameter (`this.name`, `this.count=0`).
    var constructorParameter: String {
        (value ?? constantDefault).map { "this.\(name)=\($0)" } ?? "this.\(name)"
    }

    /// The `fromMap` statement.
    var readStatement: String {
        let key = "json[\(DartIdentifier.stringLiteral(jsonName))]"
        let fallback = runtimeDefault.map { " ?? \($0)" } ?? ""
        if let convertedType {
            return "\(name) = JsonConverters.fromJson(\(key),\(convertedType),context!)\(fallback);"
        }
        if let converter { return "\(name) = JsonConverters.\(converter)(\(key))\(fallback);" }
        return "\(name) = \(key)\(fallback);"
    }

    /// The `toJson` map entry.
    var writeEntry: String {
        let key = DartIdentifier.stringLiteral(DotNetCasing.camelCase(name))
        guard isConverted else { return "\(key): \(name)" }
        return "\(key): JsonConverters.toJson(\(name),\(DartIdentifier.stringLiteral(type.text)),context!)"
    }

    private static func emptyCollection(_ type: DartType) -> String? {
        switch type.name {
        case "List": "[]"
        case "Map", "Set": "{}"
        default: nil
        }
    }

    /// The .NET type as C# writes it without namespaces or arity (`Dictionary<String,String>`, `Int32`).
    private static func rawName(_ name: String, _ arguments: [String]) throws(GeneratorError) -> String {
        if name == "Nullable`1", let first = arguments.first { return rawText(try CSharpTypeNode.parse(first)) }
        guard !arguments.isEmpty else { return name }
        let nodes = try arguments.map { argument throws(GeneratorError) in try CSharpTypeNode.parse(argument) }
        return rawText(CSharpTypeNode(name: DartTypeMapper.baseName(name), arguments: nodes))
    }

    private static func rawText(_ node: CSharpTypeNode) -> String {
        let base = DartTypeMapper.baseName(node.name)
        let arguments = node.arguments.isEmpty ? "" : "<" + node.arguments.map(rawText).joined(separator: ",") + ">"
        return base + arguments + String(repeating: "[]", count: node.arrayRank)
    }
}
