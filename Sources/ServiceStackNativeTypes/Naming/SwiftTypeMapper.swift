import Foundation

/// Maps .NET type names (and C#-syntax generic arguments) to Swift type names (spec 11.2, 11.3).
struct SwiftTypeMapper: Sendable {
    /// .NET names with a fixed Swift spelling.
    static let builtinAliases: [String: SwiftType] = {
        let names = [
            "Boolean": "Bool", "DateTime": "Date", "DateOnly": "Date", "DateTimeOffset": "Date",
            "TimeSpan": "TimeInterval", "TimeOnly": "TimeInterval", "Guid": "String", "Char": "String",
            "Byte": "UInt8", "SByte": "Int8", "Int16": "Int16", "Int32": "Int", "Int64": "Int",
            "UInt16": "UInt16", "UInt32": "UInt32", "UInt64": "UInt64", "Single": "Float",
            "Double": "Double",
            "Decimal": "Double", "IntPtr": "Int64", "Stream": "Data", "Type": "String", "Object": "String",
            "String": "String", "Uri": "String",
            "QueryDb`1": "QueryDb", "QueryDb`2": "QueryDb2", "QueryData`1": "QueryData",
            "QueryData`2": "QueryData2",
        ]
        let stringMap = SwiftType.optional(.dictionary(key: .string, value: .string))
        return names.mapValues { SwiftType.named($0) }.merging(
            [
                "OrderedDictionary": stringMap, "StringDictionary": stringMap, "IDictionary": stringMap,
                "IOrderedDictionary": stringMap, "IEnumerable": .array(.string),
            ], uniquingKeysWith: { first, _ in first })
    }()

    /// Generic .NET collections that become Swift arrays.
    static let arrayTypes: Set<String> = [
        "List`1", "IEnumerable`1", "ICollection`1", "HashSet`1", "Queue`1", "Stack`1", "IEnumerable",
        "IList`1", "ISet`1", "IReadOnlyList`1", "IReadOnlyCollection`1", "SortedSet`1", "LinkedList`1",
    ]

    /// .NET dictionaries that become Swift dictionaries.
    static let dictionaryTypes: Set<String> = [
        "Dictionary`2", "IDictionary`2", "IOrderedDictionary`2", "OrderedDictionary",
        "StringDictionary",
        "IDictionary", "IOrderedDictionary", "SortedDictionary`2", "IReadOnlyDictionary`2",
        "ConcurrentDictionary`2",
    ]

    /// Collections declared through an interface: never initialized with `= []`.
    static let interfaceCollectionTypes: Set<String> = [
        "IEnumerable`1", "ICollection`1", "IEnumerable", "IDictionary`2", "IOrderedDictionary`2",
        "IList`1",
        "ISet`1", "IReadOnlyList`1", "IReadOnlyCollection`1", "IReadOnlyDictionary`2", "IDictionary",
        "IOrderedDictionary",
    ]

    /// C#-syntax names (in nested generic arguments) that become arrays or dictionaries.
    static let csharpArrayNames: Set<String> = [
        "List", "IEnumerable", "ICollection", "HashSet", "Queue", "Stack", "IList", "ISet",
        "IReadOnlyList",
        "IReadOnlyCollection", "SortedSet", "LinkedList",
    ]
    static let csharpDictionaryNames: Set<String> = [
        "Dictionary", "IDictionary", "IOrderedDictionary", "SortedDictionary", "IReadOnlyDictionary",
        "ConcurrentDictionary",
    ]

    /// Swift names that exist without being generated (Swift, Foundation and the ServiceStack module).
    static let predefinedSwiftNames: Set<String> = [
        "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64",
        "Bool",
        "Double", "Float", "Date", "TimeInterval", "Data", "QueryBase", "QueryDb", "QueryDb2",
        "QueryData",
        "QueryData2", "QueryResponse", "AuditBase", "EmptyResponse", "ResponseStatus", "ResponseError",
        "ErrorResponse", "List", "GetAccessToken", "GetAccessTokenResponse", "NavItem", "GetNavItems",
        "GetNavItemsResponse", "ReturnVoid", "IReturn", "IReturnVoid", "IGet", "IPost", "IPut",
        "IDelete",
        "IPatch", "IHasSessionId", "IHasBearerToken", "IHasVersion", "IMeta",
    ]

    var aliases: [String: SwiftType]
    /// .NET names (with arity) whose base name is shared with another type: `` ` `` becomes `_`.
    var conflictNames: Set<String>
    /// Swift names of every type in the document plus the predefined ones.
    var knownNames: Set<String>
    /// Swift names of the document's .NET names, computed once.
    private var nameCache: [String: String] = [:]

    init(treatTypesAsStrings: [String], documentNames: [String], conflictNames: Set<String>)
        throws(GeneratorError)
    {
        var aliases = Self.builtinAliases
        for name in treatTypesAsStrings { aliases[name] = .string }
        self.aliases = aliases
        self.conflictNames = conflictNames
        var known = Self.predefinedSwiftNames
        var cache: [String: String] = [:]
        cache.reserveCapacity(documentNames.count)
        known.reserveCapacity(known.count + documentNames.count)
        for name in documentNames where aliases[name] == nil {
            if let swiftName = try? Self.nameOnly(name, conflictNames: conflictNames) {
                known.insert(swiftName)
                cache[name] = swiftName
            }
        }
        self.knownNames = known
        self.nameCache = cache
    }

    /// The Swift name of a type declaration or reference, without generic arguments.
    /// - Throws: `.potentiallyMaliciousName` for names containing `" - + \ * = !`.
    static func nameOnly(_ type: String, conflictNames: Set<String>) throws(GeneratorError) -> String {
        // Every malicious character is one ASCII byte, so a name without such a byte has no such Character.
        if type.utf8.contains(where: SwiftIdentifier.isMaliciousByte),
            type.contains(where: { SwiftIdentifier.maliciousCharacters.contains($0) })
        {
            throw .potentiallyMaliciousName(type)
        }
        if type.utf8.allSatisfy({ $0 < 0x80 }) { return asciiNameOnly(type, conflictNames: conflictNames) }
        var name = Substring(type)
        if conflictNames.contains(type) {
            name = Substring(type.replacingOccurrences(of: "`", with: "_"))
        } else if let tick = name.firstIndex(of: "`") {
            name = name[..<tick]
        }
        if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
        return SwiftIdentifier.escaped(String(name))
    }

    /// `nameOnly` for an ASCII name, where every Character is one byte.
    private static func asciiNameOnly(_ type: String, conflictNames: Set<String>) -> String {
        let bytes = type.utf8
        var name = Substring(type)
        if !conflictNames.isEmpty, conflictNames.contains(type) {
            name = Substring(
                String(decoding: bytes.map { $0 == UInt8(ascii: "`") ? UInt8(ascii: "_") : $0 }, as: UTF8.self))
        } else if let tick = bytes.firstIndex(of: UInt8(ascii: "`")) {
            name = name[..<tick]
        }
        if let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) { name = name[name.utf8.index(after: dot)...] }
        return SwiftIdentifier.escaped(String(name))
    }

    /// `nameOnly(type, conflictNames: conflictNames)`, computed once for the document's names.
    func declaredName(_ type: String) throws(GeneratorError) -> String {
        if let cached = nameCache[type] { return cached }
        return try Self.nameOnly(type, conflictNames: conflictNames)
    }

    /// Maps a property or base type with its C#-syntax generic arguments.
    /// Generic parameters in `scope` are kept; names nobody defines become `String`.
    func swiftType(_ type: String, genericArgs: [String]?, scope: Set<String>) throws(GeneratorError) -> SwiftType {
        if let args = genericArgs, !args.isEmpty {
            if type == "Nullable`1" { return .optional(try argument(args[0], scope: scope)) }
            if type == "Nullable`1[]" { return .array(.optional(try argument(args[0], scope: scope))) }
            if Self.arrayTypes.contains(type) { return .array(try argument(args[0], scope: scope)) }
            if Self.dictionaryTypes.contains(type) {
                guard args.count >= 2 else {
                    throw .invalidGenericArgument("\(type)<\(args.joined(separator: ","))>")
                }
                return .dictionary(key: try argument(args[0], scope: scope), value: try argument(args[1], scope: scope))
            }
            if type.contains("`") {
                if isUnknown(type, scope: scope) { return .string }
                var mapped: [SwiftType] = []
                for arg in args { mapped.append(try argument(arg, scope: scope)) }
                return try alias(type, scope: scope).applying(mapped, separator: .spaced)
            }
        }
        if type == "Nullable`1[]" { return .array(.optional(.string)) }
        if type == "Nullable`1" { return .optional(.string) }
        var plain = Substring(type)
        while plain.utf8.last == UInt8(ascii: "?"), plain.hasSuffix("?") { plain = plain.dropLast() }
        return try alias(String(plain), scope: scope)
    }

    /// `swiftType` as written in generated code.
    func typeName(_ type: String, genericArgs: [String]?, scope: Set<String>) throws(GeneratorError) -> String {
        try swiftType(type, genericArgs: genericArgs, scope: scope).description
    }

    /// Maps one generic argument written in C# syntax (`List<Dictionary<String,Poco>>`).
    func argument(_ text: String, scope: Set<String>) throws(GeneratorError) -> SwiftType {
        try convert(try CSharpTypeNode.parse(text), scope: scope)
    }

    private func convert(_ node: CSharpTypeNode, scope: Set<String>) throws(GeneratorError) -> SwiftType {
        var result: SwiftType
        if node.arguments.isEmpty {
            result = try alias(node.name, scope: scope)
        } else if node.name == "Nullable" {
            result = .optional(try convert(node.arguments[0], scope: scope))
        } else if Self.csharpArrayNames.contains(node.name) {
            result = .array(try convert(node.arguments[0], scope: scope))
        } else if Self.csharpDictionaryNames.contains(node.name), node.arguments.count >= 2 {
            result = .dictionary(
                key: try convert(node.arguments[0], scope: scope), value: try convert(node.arguments[1], scope: scope))
        } else {
            let definition = "\(node.name)`\(node.arguments.count)"
            if isUnknown(definition, scope: scope) { return Self.wrapArrays(.string, rank: node.arrayRank) }
            var arguments: [SwiftType] = []
            for argument in node.arguments { arguments.append(try convert(argument, scope: scope)) }
            result = try alias(definition, scope: scope).applying(arguments, separator: .compact)
        }
        return Self.wrapArrays(result, rank: node.arrayRank)
    }

    private static func wrapArrays(_ type: SwiftType, rank: Int) -> SwiftType {
        var result = type
        for _ in 0..<rank { result = .array(result) }
        return result
    }

    /// Applies the alias table, array suffixes and the unknown-name rule to a plain name.
    func alias(_ type: String, scope: Set<String>) throws(GeneratorError) -> SwiftType {
        if type.utf8.last == UInt8(ascii: "]"), type.hasSuffix("[]") {
            return .array(try alias(String(type.dropLast(2)), scope: scope))
        }
        if let alias = aliases[type] { return alias }
        if let cached = nameCache[type] { return .named(cached) }
        let name = try Self.nameOnly(type, conflictNames: conflictNames)
        if knownNames.contains(name) || scope.contains(name) { return .named(name) }
        return .string
    }

    /// True when the name maps to a Swift type that nothing defines.
    func isUnknown(_ type: String, scope: Set<String>) -> Bool {
        if aliases[type] != nil || nameCache[type] != nil { return false }
        guard let name = try? Self.nameOnly(type, conflictNames: conflictNames) else { return true }
        return !knownNames.contains(name) && !scope.contains(name)
    }
}
