import Foundation

/// One Dart class (or interface, written as an abstract class): its declaration line and its members.
struct DartClassBody {
    private let type: MetadataType
    private let name: DartType
    private let options: DartOptions
    private let isInterface: Bool
    /// The class it extends (`ListBase<T>` for a `List<T>` base), or nil.
    private let base: String?
    /// The element type when the class extends `ListBase`.
    private let listElement: String?
    private let interfaces: [String]
    /// `createResponse()` and `getResponseTypeName()` of a request, or none.
    private let responseMethods: [String]
    /// The fields from the metadata's properties, then those the options add.
    let fields: [DartField]
    private let propertyFields: [(MetadataPropertyType, DartField)]
    private let versionField: DartField?
    private let responseStatusField: DartField?
    /// The name `getTypeName()` gives a generic class, before its type arguments.
    private let genericName: String
    /// A generic response type the registry must be able to create (`QueryResponse<Poco>`), or nil.
    let registeredReturnType: DartType?

    static let libraryMarkers: Set<String> = ["IReturn`1", "IReturnVoid", "IReturn"]
    static let verbInterfaces = [
        "GET": "IGet", "POST": "IPost", "PUT": "IPut", "PATCH": "IPatch", "DELETE": "IDelete", "OPTIONS": "IOptions",
    ]

    init(_ entry: SelectedType, name: DartType, options: DartOptions, mapper: DartTypeMapper) throws(GeneratorError) {
        let type = entry.type
        self.type = type
        self.name = name
        self.options = options
        isInterface = type.isInterface == true
        let isAbstract = isInterface || type.isAbstract == true
        var base = try type.inherits.map { inherits throws(GeneratorError) in try mapper.map(inherits) }
        var listElement: String?
        if let list = base, list.name == "List", let element = list.arguments.first {
            base = DartType(name: "ListBase", arguments: [element])
            listElement = element.text + (element.isNullable ? "?" : "")
        }
        self.base = base?.text
        self.listElement = listElement

        var interfaces: [String] = []
        var responseMethods: [String] = []
        var registeredReturnType: DartType?
        switch ResponseMarker.of(entry, addReturnMarker: options.addReturnMarker) {
        case .void:
            interfaces.append("IReturnVoid")
            responseMethods = ["createResponse() {}"]
        case .returns(let returned):
            let mapped = try mapper.map(returned)
            interfaces.append("IReturn<\(mapped.text)>")
            responseMethods = [
                "createResponse() => \(DartTypeRegistry.factory(mapped));",
                "getResponseTypeName() => \(DartIdentifier.quotedName(mapped.text));",
            ]
            let hasGenericBase = type.inherits?.name.contains("`") == true
            if !mapped.arguments.isEmpty, hasGenericBase || name.arguments.isEmpty, !isAbstract {
                registeredReturnType = mapped
            }
        case nil: break
        }
        for implemented in type.implements ?? [] where !Self.libraryMarkers.contains(implemented.name) {
            let text = try mapper.map(implemented).text
            if !interfaces.contains(text) { interfaces.append(text) }
        }
        if !isAbstract { interfaces.append("IConvertible") }
        let method = (entry.operation?.method ?? "").uppercased()
        if let verb = Self.verbInterfaces[method], !interfaces.contains(verb) { interfaces.append(verb) }
        self.interfaces = interfaces
        self.responseMethods = responseMethods
        self.registeredReturnType = registeredReturnType

        let propertyFields = try (type.properties ?? []).map {
            property throws(GeneratorError) -> (MetadataPropertyType, DartField) in
            (property, try DartField(property, owner: type, mapper: mapper))
        }
        self.propertyFields = propertyFields
        versionField = options.addImplicitVersion.flatMap { version in
            entry.role == .request && !isAbstract ? DartField(version: version) : nil
        }
        let addsResponseStatus =
            options.addResponseStatus && entry.role == .response
            && !(type.properties ?? []).contains(where: { $0.name == "ResponseStatus" })
        responseStatusField = addsResponseStatus ? .responseStatus : nil
        fields = [versionField].compactMap { $0 } + propertyFields.map(\.1) + [responseStatusField].compactMap { $0 }
        genericName = try DartIdentifier.typeName(type.name)
    }

    /// `class Name extends Base implements IReturn<T>, IConvertible, IPost`.
    func declaration() -> String {
        var line = (isInterface || type.isAbstract == true ? "abstract class " : "class ") + name.text
        if let base { line += " extends \(base)" }
        if !interfaces.isEmpty { line += " implements " + interfaces.joined(separator: ", ") }
        return line
    }

    /// The lines between the braces.
    func members() -> [String] {
        let indent = "    "
        var lines: [String] = []
        if let versionField { lines.append(indent + versionField.declaration) }
        var wasAnnotated = false
        for (index, (property, field)) in propertyFields.enumerated() {
            if wasAnnotated { lines.append("") }
            if options.addDescriptionAsComments {
                lines += DartAnnotations.description(property.description, indent: indent)
            }
            let annotations =
                DartAnnotations.dataMember(
                    property.dataMember, index: index + 1, always: options.addDataContractAttributes,
                    indexes: options.addIndexesToDataMembers, indent: indent)
                + DartAnnotations.attributes(property.attributes, indent: indent)
            lines += annotations
            wasAnnotated = !annotations.isEmpty
            lines.append(indent + field.declaration)
        }
        if let responseStatusField {
            if wasAnnotated { lines.append("") }
            lines += DartAnnotations.dataMember(
                nil, index: propertyFields.count + 1, always: options.addDataContractAttributes,
                indexes: options.addIndexesToDataMembers, indent: indent)
            lines.append(indent + responseStatusField.declaration)
        }
        guard !isInterface else { return lines }
        lines += classMembers(indent: indent)
        return lines
    }

    private func classMembers(indent: String) -> [String] {
        var lines: [String] = []
        let hasBase = base != nil && listElement == nil
        if !fields.isEmpty { lines.append("") }
        if let element = listElement {
            lines += [
                "final List<\(element)> l = [];", "set length(int newLength) { l.length = newLength; }",
                "int get length => l.length;", "\(element) operator [](int index) => l[index];",
                "void operator []=(int index, \(element) value) { l[index] = value; }",
            ].map { indent + $0 }
        }
        let plainName = name.name
        if fields.isEmpty {
            lines.append("\(indent)\(plainName)();")
            lines.append(
                "\(indent)\(plainName).fromJson(Map<String, dynamic> json) : "
                    + (hasBase ? "super.fromJson(json);" : "super();"))
        } else {
            lines.append("\(indent)\(plainName)({\(fields.map(\.constructorParameter).joined(separator: ","))});")
            lines += ["\(indent)\(plainName).fromJson(Map<String, dynamic> json) { fromMap(json); }", ""]
        }
        lines.append("\(indent)fromMap(Map<String, dynamic> json) {")
        if hasBase { lines.append("\(indent)    super.fromMap(json);") }
        lines += fields.map { "\(indent)    \($0.readStatement)" }
        lines += ["\(indent)    return this;", "\(indent)}", ""]
        if fields.isEmpty {
            lines.append("\(indent)Map<String, dynamic> toJson() => " + (hasBase ? "super.toJson();" : "{};"))
        } else {
            lines.append("\(indent)Map<String, dynamic> toJson() => " + (hasBase ? "super.toJson()..addAll({" : "{"))
            let entries = fields.map { "\(indent)    \($0.writeEntry)" }
            lines.append(entries.joined(separator: ",\n"))
            lines += [indent + (hasBase ? "});" : "};"), ""]
        }
        lines += responseMethods.map { indent + $0 }
        lines.append("\(indent)getTypeName() => \(typeNameLiteral);")
        lines.append("\(indent)TypeContext? context = _ctx;")
        return lines
    }

    /// The name `getTypeName()` returns; a generic class interpolates its type arguments (`"QueryResponse<$T>"`).
    private var typeNameLiteral: String {
        guard !name.arguments.isEmpty else { return DartIdentifier.quotedName(name.text) }
        let arguments = name.arguments.map { "$" + $0.name }.joined(separator: ",")
        return "\"\(genericName)<\(arguments)>\""
    }
}
