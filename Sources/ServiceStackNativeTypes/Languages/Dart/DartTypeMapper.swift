import Foundation

/// A Dart type: a name, its type arguments, and whether it is written nullable (`String?`) where it appears.
struct DartType: Equatable, Sendable {
    var name: String
    var arguments: [DartType] = []
    var isNullable = false

    /// The type as Dart writes it (`Map<String,String?>`), without its own `?`.
    var text: String {
        guard !arguments.isEmpty else { return name }
        return name + "<" + arguments.map { $0.text + ($0.isNullable ? "?" : "") }.joined(separator: ",") + ">"
    }
}

/// Maps a .NET type as the metadata names it to Dart, as ServiceStack's Dart generator does: `DateTime`,
/// `Duration` for `TimeSpan`, `String` for `Guid`, `int`/`double`/`bool` for numbers, `List<T>`, `Map<K,V?>` (a
/// property's own dictionary values are nullable, nested ones not), `Set<T>` inside generic arguments,
/// `Uint8List` for `byte[]` and `Stream`, `dynamic` for `Object`; other names as declared, their generic arity
/// dropped unless two types share the name (`QueryDb2`).
struct DartTypeMapper {
    static let aliases: [String: String] = [
        "Object": "dynamic", "dynamic": "dynamic", "String": "String", "Boolean": "bool", "DateTime": "DateTime",
        "DateOnly": "DateTime", "DateTimeOffset": "DateTime", "TimeSpan": "Duration", "TimeOnly": "Duration",
        "Guid": "String", "Char": "String", "Uri": "String", "Type": "String", "Byte": "int", "SByte": "int",
        "Int16": "int", "Int32": "int", "Int64": "int", "UInt16": "int", "UInt32": "int", "UInt64": "int",
        "IntPtr": "int", "Single": "double", "Double": "double", "Decimal": "double", "Stream": "Uint8List",
        "HttpWebResponse": "Uint8List", "IDictionary": "dynamic",
    ]
    static let listNames: Set<String> = [
        "List", "IList", "IEnumerable", "ICollection", "Queue", "ConcurrentQueue", "Stack", "ConcurrentStack",
        "IReadOnlyList", "IReadOnlyCollection",
    ]
    static let setNames: Set<String> = ["HashSet", "ISet", "SortedSet"]
    static let dictionaryNames: Set<String> = [
        "Dictionary", "IDictionary", "IOrderedDictionary", "ConcurrentDictionary", "SortedList", "SortedDictionary",
        "IReadOnlyDictionary",
    ]
    /// The generic types of the `servicestack` Dart package whose names carry their arity.
    static let libraryConflicts: Set<String> = ["QueryDb`2", "QueryData`2", "Tuple`1", "Tuple`2", "Tuple`3", "Tuple`4"]

    /// Full names (`Name`1`) that keep their arity because another type has the same name with another arity.
    var conflicts: Set<String>

    init(typeNames: [String]) {
        var arities: [String: Set<String>] = [:]
        for name in typeNames {
            let base = name.firstIndex(of: "`").map { String(name[..<$0]) } ?? name
            arities[base, default: []].insert(name)
        }
        var conflicts = Self.libraryConflicts
        for (_, names) in arities where names.count > 1 { conflicts.formUnion(names) }
        self.conflicts = conflicts
    }

    /// The Dart type of a property (or a base or return type) from its name and generic arguments.
    func map(_ name: String, genericArgs: [String]?) throws(GeneratorError) -> DartType {
        let arguments = try (genericArgs ?? []).map { argument throws(GeneratorError) in
            try CSharpTypeNode.parse(argument)
        }
        return try map(CSharpTypeNode(name: name, arguments: arguments), isProperty: true, depth: 0)
    }

    /// The Dart type of a generic argument as the metadata writes it (`List<Poco>`).
    func mapArgument(_ text: String) throws(GeneratorError) -> DartType {
        try map(try CSharpTypeNode.parse(text), isProperty: false, depth: 0)
    }

    func map(_ name: MetadataTypeName) throws(GeneratorError) -> DartType {
        try map(name.name, genericArgs: name.genericArgs)
    }

    /// A declared type's name with its generic parameters (`QueryResponse<T>`).
    func declaredName(_ type: MetadataType) throws(GeneratorError) -> DartType {
        let parameters = try (type.genericArgs ?? []).map { argument throws(GeneratorError) in
            DartType(name: try DartIdentifier.name(String(argument.drop(while: { $0 == "'" }))))
        }
        return DartType(name: try DartIdentifier.typeName(type.name, conflicts: conflicts), arguments: parameters)
    }

    private func map(_ node: CSharpTypeNode, isProperty: Bool, depth: Int) throws(GeneratorError) -> DartType {
        if depth > 32 { throw .invalidGenericArgument(node.name) }
        var name = String(node.name.drop(while: { $0 == "'" }))
        var rank = node.arrayRank
        while name.hasSuffix("[]") {
            name.removeLast(2)
            rank += 1
        }
        if rank > 0 {
            if name == "Byte", node.arguments.isEmpty, rank == 1 { return DartType(name: "Uint8List") }
            let element = CSharpTypeNode(name: name, arguments: node.arguments, arrayRank: rank - 1)
            var mapped = try map(element, isProperty: false, depth: depth + 1)
            mapped.isNullable = Self.baseName(name) == "Nullable"
            return DartType(name: "List", arguments: [mapped])
        }
        let base = Self.baseName(name)
        let arguments = try node.arguments.map { argument throws(GeneratorError) in
            try map(argument, isProperty: false, depth: depth + 1)
        }
        if base == "Nullable", let first = arguments.first { return first }
        if let first = arguments.first {
            if Self.listNames.contains(base) || (isProperty && base == "HashSet") {
                return DartType(name: "List", arguments: [first])
            }
            if Self.setNames.contains(base) { return DartType(name: "Set", arguments: [first]) }
            if Self.dictionaryNames.contains(base), arguments.count == 2 {
                var value = arguments[1]
                value.isNullable = isProperty
                return DartType(name: "Map", arguments: [first, value])
            }
            let fullName = name.contains("`") ? name : "\(name)`\(arguments.count)"
            return DartType(
                name: try DartIdentifier.typeName(fullName, conflicts: conflicts), arguments: arguments)
        }
        if let alias = Self.aliases[base] { return DartType(name: alias) }
        return DartType(name: try DartIdentifier.typeName(name, conflicts: conflicts))
    }

    static func baseName(_ name: String) -> String {
        name.firstIndex(of: "`").map { String(name[..<$0]) } ?? name
    }
}
