import Foundation

/// The `TypeContext` a Dart reference ends with: how the `servicestack` package creates each generated type and each
/// generic type a property or response uses (`'List<Poco>': TypeInfo(TypeOf.Class, create:() => <Poco>[])`).
/// Types the package registers itself are left out, as ServiceStack's generator leaves them out.
struct DartTypeRegistry {
    /// Types the `servicestack` package already knows.
    static let libraryTypes: Set<String> = [
        "dynamic", "String", "int", "bool", "double", "Map<String,String>", "List<String>", "List<int>",
        "List<double>", "DateTime", "Duration", "Uint8List", "KeyValuePair<String,String>", "ResponseStatus",
        "ResponseError", "List<ResponseError>", "QueryBase", "List<UserApiKey>", "List<NavItem>",
        "Map<String,List<NavItem>>",
    ]
    /// Default values by Dart type, as ServiceStack's generator gives them.
    static let defaultValues: [String: String] = [
        "String": "\"\"", "bool": "false", "int": "0", "double": "0", "Uint8List": "Uint8List(0)",
        "DateTime": "DateTime(0)",
    ]
    /// Type names a JSON value already has, whose generic arguments need no entry.
    static let jsonTypes: Set<String> = ["String", "int", "bool"]

    private(set) var lines: [String] = []
    private var known = Self.libraryTypes
    /// The generated types, by Dart name.
    private let declared: [String: MetadataType]

    init(declared: [String: MetadataType]) {
        self.declared = declared
    }

    /// How a value of this type is created: its default, a list literal, or its constructor.
    static func factory(_ type: DartType) -> String {
        if let value = defaultValues[type.text] { return value }
        if type.name == "List", let element = type.arguments.first {
            return "<\(element.text + (element.isNullable ? "?" : ""))>[]"
        }
        if type.name == "dynamic" { return "{}" }
        return type.text + "()"
    }

    /// Registers a generated type by its declared name (`QueryResponse<T>` is a generic definition).
    mutating func registerDeclared(_ type: MetadataType, name: DartType) {
        guard known.insert(name.text).inserted else { return }
        let key = DartIdentifier.stringLiteral(name.text)
        if type.isEnum == true {
            lines.append("    \(key): TypeInfo(TypeOf.Enum, enumValues:\(name.text).values),")
        } else if type.isInterface == true {
            lines.append("    \(key): TypeInfo(TypeOf.Interface),")
        } else if type.isAbstract == true {
            lines.append("    \(key): TypeInfo(TypeOf.AbstractClass),")
        } else if !name.arguments.isEmpty {
            lines.append("    \(key): TypeInfo(TypeOf.GenericDef,create:() => \(name.name)()),")
        } else {
            lines.append("    \(key): TypeInfo(TypeOf.Class, create:() => \(name.text)()),")
        }
    }

    /// Registers a type a property or response uses, then its generic arguments; `parameters` are the generic
    /// parameters of the type using it, which name no concrete type.
    mutating func registerReference(_ type: DartType, parameters: Set<String> = []) {
        guard !mentions(type, parameters) else { return }
        if type.arguments.isEmpty, let declaration = declared[type.name] {
            registerDeclared(declaration, name: type)
            return
        }
        guard known.insert(type.text).inserted else { return }
        lines.append(
            "    \(DartIdentifier.stringLiteral(type.text)): TypeInfo(TypeOf.Class, create:() => \(Self.factory(type))),"
        )
        for argument in type.arguments where !Self.jsonTypes.contains(argument.text) {
            registerReference(DartType(name: argument.name, arguments: argument.arguments), parameters: parameters)
        }
    }

    private func mentions(_ type: DartType, _ parameters: Set<String>) -> Bool {
        parameters.contains(type.name) || type.arguments.contains { mentions($0, parameters) }
    }

    /// The `TypeContext _ctx = ...` lines; `library` names the reference (its global namespace or its host).
    func context(library: String) -> [String] {
        let safeLibrary = String(
            String.UnicodeScalarView(
                library.unicodeScalars.map { scalar in
                    scalar.isASCII
                        && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "."
                            || scalar == "_")
                        ? scalar : "_"
                }))
        return [
            "TypeContext _ctx = TypeContext(library: \(DartIdentifier.stringLiteral(safeLibrary)), "
                + "types: <String, TypeInfo> {"
        ] + lines + ["});"]
    }
}
