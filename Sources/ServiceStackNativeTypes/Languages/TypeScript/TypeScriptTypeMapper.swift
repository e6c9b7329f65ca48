import Foundation

/// Maps a .NET type as the metadata names it to TypeScript, as ServiceStack's TypeScript generator does: dates, time
/// spans, GUIDs and byte arrays are strings, numbers are `number`, lists are `T[]`, dictionaries index signatures.
enum TypeScriptTypeMapper {
    private static let aliases: [String: String] = [
        "String": "string", "Char": "string", "Boolean": "boolean", "DateTime": "string", "DateTimeOffset": "string",
        "DateOnly": "string", "TimeOnly": "string", "TimeSpan": "string", "Guid": "string", "Uri": "string",
        "Byte": "number", "SByte": "number", "Int16": "number", "Int32": "number", "Int64": "number",
        "UInt16": "number", "UInt32": "number", "UInt64": "number", "Single": "number", "Double": "number",
        "Decimal": "number", "Object": "any", "Stream": "Blob", "Type": "string",
    ]
    private static let listNames: Set<String> = [
        "List", "IList", "IEnumerable", "ICollection", "HashSet", "ISet", "IReadOnlyList", "IReadOnlyCollection",
        "SortedSet", "Queue", "Stack",
    ]
    private static let dictionaryNames: Set<String> = [
        "Dictionary", "IDictionary", "SortedDictionary", "IReadOnlyDictionary", "ConcurrentDictionary",
    ]

    /// The TypeScript type for a property's type and generic arguments.
    static func map(_ name: String, genericArgs: [String]?) throws(GeneratorError) -> String {
        let arguments = try (genericArgs ?? []).map { argument throws(GeneratorError) in
            try CSharpTypeNode.parse(argument)
        }
        return try map(CSharpTypeNode(name: name, arguments: arguments))
    }

    /// The TypeScript type for a parsed .NET type.
    static func map(_ node: CSharpTypeNode) throws(GeneratorError) -> String {
        var base = try mapBase(node)
        for _ in 0..<node.arrayRank { base = wrapArray(base) }
        return base
    }

    /// The text inside `IReturn<...>`: the same as a property's type.
    static func map(_ name: MetadataTypeName) throws(GeneratorError) -> String {
        try map(name.name, genericArgs: name.genericArgs)
    }

    private static func mapBase(_ node: CSharpTypeNode) throws(GeneratorError) -> String {
        var name = node.name
        if name.hasSuffix("[]") {
            let element = String(name.dropLast(2))
            if element == "Byte" { return "string" }
            return wrapArray(try map(CSharpTypeNode(name: element, arguments: node.arguments)))
        }
        if let backtick = name.firstIndex(of: "`") { name = String(name[..<backtick]) }
        if name.hasPrefix("'") { name = String(name.drop(while: { $0 == "'" })) }
        let arguments = try node.arguments.map { argument throws(GeneratorError) in try map(argument) }
        if name == "Nullable", let first = arguments.first { return first }
        if listNames.contains(name) { return wrapArray(arguments.first ?? "any") }
        if dictionaryNames.contains(name) {
            return "{ [index:string]: \(arguments.count > 1 ? arguments[1] : "any"); }"
        }
        if name == "KeyValuePair", arguments.count == 2 { return "{ key: \(arguments[0]); value: \(arguments[1]); }" }
        if let alias = aliases[name] { return alias }
        let identifier = try TypeScriptIdentifier.typeName(name)
        return arguments.isEmpty ? identifier : "\(identifier)<\(arguments.joined(separator: ","))>"
    }

    private static func wrapArray(_ element: String) -> String {
        element.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" } ? "\(element)[]" : "(\(element))[]"
    }
}
