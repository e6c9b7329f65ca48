import Foundation

/// Renders selected types as Dart classes for the `servicestack` package, as ServiceStack's Dart generator writes
/// them: each class `implements IConvertible` (requests also `IReturn<T>` or `IReturnVoid` and their verb's
/// `IGet`/`IPost`…), with a named-parameter constructor, `fromJson`/`fromMap`/`toJson`, `getTypeName()`, and the
/// `TypeContext` registry after the last type. Enums with names become Dart enums, numeric enums classes of
/// constants. Metadata attributes, routes and data contracts are written as `// @Name(...)` comments.
struct DartRenderer {
    var options: DartOptions
    var mapper: DartTypeMapper
    var registry: DartTypeRegistry
    private(set) var lines: [String] = []

    init(options: DartOptions, types: [SelectedType]) throws(GeneratorError) {
        self.options = options
        mapper = DartTypeMapper(typeNames: types.map(\.type.name))
        var declared: [String: MetadataType] = [:]
        for entry in types where (entry.type.genericArgs ?? []).isEmpty {
            declared[try mapper.declaredName(entry.type).name] = entry.type
        }
        registry = DartTypeRegistry(declared: declared)
    }

    /// The file's body after the header: library, imports, types, then the registry.
    mutating func render(_ types: [SelectedType], library: String) throws(GeneratorError) -> [String] {
        if let namespace = options.globalNamespace {
            let parts = try namespace.split(separator: ".", omittingEmptySubsequences: false).map {
                part throws(GeneratorError) in try DartIdentifier.name(String(part))
            }
            lines += ["library \(parts.joined(separator: "."));", ""]
        }
        appendImports(types)
        for entry in types { try render(entry) }
        if !types.isEmpty { lines += [""] + registry.context(library: library) }
        return lines
    }

    private mutating func appendImports(_ types: [SelectedType]) {
        var imports = options.defaultImports
        func add(_ library: String) { if !imports.contains(library) { imports.append(library) } }
        if types.contains(where: { $0.role == .request && $0.type.inherits?.name == "List`1" }) {
            add("dart:collection")
        }
        let bytes: Set<String> = ["Byte[]", "Stream", "HttpWebResponse"]
        let usesBytes = types.contains { entry in
            (entry.type.properties ?? []).contains { bytes.contains($0.type ?? "") }
                || bytes.contains(entry.operation?.returnType?.name ?? "")
                || (entry.role == .response && bytes.contains(entry.type.name))
        }
        if usesBytes { add("dart:typed_data") }
        for library in imports { lines.append("import \(DartIdentifier.stringLiteral(library));") }
    }

    private mutating func render(_ entry: SelectedType) throws(GeneratorError) {
        let type = entry.type
        lines.append("")
        if options.addDescriptionAsComments { lines += DartAnnotations.description(type.description, indent: "") }
        let routes = (entry.operation?.routes ?? []).map { route in
            "// @Route("
                + ([route.path] + (route.verbs.map { [$0] } ?? [])).map(DartIdentifier.quoted)
                .joined(separator: ", ") + ")"
        }
        lines += routes.map(DartIdentifier.lineComment)
        lines += DartAnnotations.attributes(type.attributes, indent: "")
        if type.isInterface != true {
            lines += DartAnnotations.dataContract(type.dataContract, always: options.addDataContractAttributes)
        }
        let name = try mapper.declaredName(type)
        if type.isEnum == true {
            registry.registerDeclared(type, name: name)
            try renderEnum(type, name: name.text)
            return
        }
        let body = try DartClassBody(entry, name: name, options: options, mapper: mapper)
        if let returned = body.registeredReturnType { registry.registerReference(returned) }
        registry.registerDeclared(type, name: name)
        for field in body.fields where field.isConverted {
            registry.registerReference(field.type, parameters: Set(name.arguments.map(\.name)))
        }
        if let base = type.inherits, ["QueryDb", "QueryData"].contains(DartTypeMapper.baseName(base.name)),
            type.isAbstract != true, let last = base.genericArgs?.last
        {
            registry.registerReference(DartType(name: "List", arguments: [try mapper.mapArgument(last)]))
        }
        lines.append(body.declaration())
        lines.append("{")
        lines += body.members()
        lines.append("}")
    }

    private mutating func renderEnum(_ type: MetadataType, name: String) throws(GeneratorError) {
        let names = try (type.enumNames ?? []).map { member throws(GeneratorError) in try DartIdentifier.name(member) }
        guard type.isEnumInt == true || names.isEmpty else {
            lines += ["enum \(name)", "{"] + names.map { "    \($0)," } + ["}"]
            return
        }
        lines += ["class \(name)", "{"]
        for (index, member) in names.enumerated() {
            let text = index < (type.enumValues?.count ?? 0) ? type.enumValues?[index] ?? "" : String(index)
            guard let value = Int(text) else { throw .potentiallyMaliciousName(text) }
            lines.append("    static const \(name) \(member) = const \(name)._(\(value));")
        }
        lines += [
            "", "    final int _value;", "    const \(name)._(this._value);", "    int get value => _value;",
            "    static List<\(name)> get values => const [\(names.joined(separator: ","))];", "}",
        ]
    }
}
