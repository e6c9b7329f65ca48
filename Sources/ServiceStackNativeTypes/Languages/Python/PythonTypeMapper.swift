import Foundation

/// Python annotations for metadata type references, with ServiceStack's Python mappings (`DateTime` →
/// `datetime.datetime`, `TimeSpan` → `datetime.timedelta`, `Guid` → `str`, `Decimal` → `decimal.Decimal`, lists →
/// `List[T]`, dictionaries → `Dict[K, V]`, `byte[]` and `Stream` → `bytes`, `Object` → `Any`).
enum PythonTypeMapper {
    static let primitives: [String: String] = [
        "String": "str", "Char": "str", "Guid": "str", "Uri": "str", "Boolean": "bool",
        "Byte": "int", "SByte": "int", "Int16": "int", "Int32": "int", "Int64": "int", "UInt16": "int",
        "UInt32": "int", "UInt64": "int", "BigInteger": "int", "IntPtr": "int",
        "Single": "float", "Double": "float", "Decimal": "decimal.Decimal",
        "DateTime": "datetime.datetime", "DateTimeOffset": "datetime.datetime", "DateOnly": "datetime.date",
        "TimeSpan": "datetime.timedelta", "TimeOnly": "datetime.time",
        "Byte[]": "bytes", "Stream": "bytes", "Object": "Any", "dynamic": "Any", "Type": "str",
    ]
    static let listNames: Set<String> = [
        "List", "IList", "ICollection", "IEnumerable", "IReadOnlyList", "IReadOnlyCollection", "HashSet", "ISet",
        "Collection", "ArrayOfString", "Queue", "Stack",
    ]
    static let dictionaryNames: Set<String> = [
        "Dictionary", "IDictionary", "IReadOnlyDictionary", "SortedDictionary", "ConcurrentDictionary",
    ]
    /// Default values of non-optional value-type fields.
    static let defaults: [String: String] = [
        "int": "0", "float": "0.0", "bool": "False", "str": "''", "decimal.Decimal": "decimal.Decimal(0)",
        "datetime.datetime": "datetime.datetime(1, 1, 1)", "datetime.timedelta": "datetime.timedelta()",
        "datetime.date": "datetime.date(1, 1, 1)", "datetime.time": "datetime.time()",
    ]

    /// Names the annotation maps itself (primitives, lists, dictionaries) or the `servicestack` package defines.
    static func isBuiltIn(_ name: String) -> Bool {
        primitives[name] != nil || listNames.contains(name) || dictionaryNames.contains(name)
            || name == "Nullable" || PythonServiceStackTypes.provided.contains(name)
    }

    /// A property's type in C# syntax (`List<Poco>`) from its name and generic arguments.
    static func csharpText(_ type: String, genericArgs: [String]?) -> String {
        let name = type.split(separator: "`", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init)
        guard let args = genericArgs, !args.isEmpty else { return type }
        return (name ?? type) + "<" + args.joined(separator: ",") + ">"
    }

    /// The annotation of a C#-syntax type; `names` maps metadata type names to their Python names.
    static func annotation(_ text: String, names: [String: String]) throws(GeneratorError) -> String {
        try render(try CSharpTypeNode.parse(text), names: names, depth: 0)
    }

    private static func render(_ node: CSharpTypeNode, names: [String: String], depth: Int)
        throws(GeneratorError) -> String
    {
        if depth > 32 { throw .invalidGenericArgument(node.name) }
        var element = try renderScalar(node, names: names, depth: depth)
        for _ in 0..<node.arrayRank { element = "List[\(element)]" }
        return element
    }

    private static func renderScalar(_ node: CSharpTypeNode, names: [String: String], depth: Int)
        throws(GeneratorError) -> String
    {
        let name =
            node.name.split(separator: "`", maxSplits: 1, omittingEmptySubsequences: false).first
            .map(String.init) ?? node.name
        var arguments: [String] = []
        for argument in node.arguments { arguments.append(try render(argument, names: names, depth: depth + 1)) }
        if name.hasSuffix("[]") {
            let inner = String(name.dropLast(2))
            if inner == "Byte" { return "bytes" }
            let element = CSharpTypeNode(name: inner, arguments: node.arguments)
            return "List[\(try renderScalar(element, names: names, depth: depth + 1))]"
        }
        if name == "Nullable", let inner = arguments.first { return inner }
        if listNames.contains(name), arguments.count == 1 { return "List[\(arguments[0])]" }
        if dictionaryNames.contains(name), arguments.count == 2 { return "Dict[\(arguments[0]), \(arguments[1])]" }
        if name == "KeyValuePair", arguments.count == 2 { return "KeyValuePair[\(arguments[0]), \(arguments[1])]" }
        if arguments.isEmpty, let primitive = primitives[name] { return primitive }
        // The servicestack package names its two-argument AutoQuery bases QueryDb2 and QueryData2.
        if name == "QueryDb" || name == "QueryData", arguments.count == 2, names[name] == nil {
            return "\(name)2[\(arguments.joined(separator: ", "))]"
        }
        var pythonName = names[name] ?? ""
        if pythonName.isEmpty { pythonName = try PythonNames.typeName(name) }
        return arguments.isEmpty ? pythonName : "\(pythonName)[\(arguments.joined(separator: ", "))]"
    }
}
