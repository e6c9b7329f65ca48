import Foundation

/// Maps a .NET type as the metadata names it to C#, as ServiceStack's C# generator does: the primitive types by
/// their keyword (`Int32` → `int`), `Nullable<T>` as `T?`, generic types with their arguments (`List<T>`,
/// `Dictionary<K,V>`), arrays as `T[]`; other names (`DateTime`, `TimeSpan`, `Guid`, `Stream`, `Object`) as they are.
enum CSharpTypeMapper {
    private static let aliases: [String: String] = [
        "String": "string", "Boolean": "bool", "Byte": "byte", "Int16": "short", "Int32": "int", "Int64": "long",
        "UInt16": "ushort", "UInt32": "uint", "UInt64": "ulong", "Single": "float", "Double": "double",
        "Decimal": "decimal",
    ]

    /// The C# type for a property's type and generic arguments.
    static func map(_ name: String, genericArgs: [String]?) throws(GeneratorError) -> String {
        let arguments = try (genericArgs ?? []).map { argument throws(GeneratorError) in
            try CSharpTypeNode.parse(argument)
        }
        return try map(CSharpTypeNode(name: name, arguments: arguments))
    }

    /// The C# type for a type reference (a base type, a return type).
    static func map(_ name: MetadataTypeName) throws(GeneratorError) -> String {
        try map(name.name, genericArgs: name.genericArgs)
    }

    /// The C# type for a parsed .NET type.
    static func map(_ node: CSharpTypeNode) throws(GeneratorError) -> String {
        var name = node.name
        var rank = node.arrayRank
        while name.hasSuffix("[]") {
            name.removeLast(2)
            rank += 1
        }
        if let backtick = name.firstIndex(of: "`") { name = String(name[..<backtick]) }
        let arguments = try node.arguments.map { argument throws(GeneratorError) in try map(argument) }
        var mapped: String
        if name == "Nullable", arguments.count == 1, let first = arguments.first {
            mapped = first.hasSuffix("?") ? first : first + "?"
        } else if let alias = aliases[name], arguments.isEmpty {
            mapped = alias
        } else {
            let parts = try name.split(separator: ".", omittingEmptySubsequences: false).map {
                part throws(GeneratorError) in try CSharpIdentifier.name(String(part))
            }
            mapped = parts.joined(separator: ".")
            if !arguments.isEmpty { mapped += "<\(arguments.joined(separator: ", "))>" }
        }
        return mapped + String(repeating: "[]", count: rank)
    }
}
