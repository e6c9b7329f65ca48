import Foundation

/// Maps a .NET type as the metadata names it to Kotlin, as ServiceStack's Kotlin generator does: `Int32` → `Int`,
/// `Nullable<T>` → `T` (`T?` inside generic arguments), `DateTime` → `Date`, `TimeSpan` → `TimeSpan`, `Guid` →
/// `UUID`, sequences → `ArrayList<T>`, dictionaries → `HashMap<K,V>`, `Byte[]` → `ByteArray`, other arrays →
/// `ArrayList<T>`, `Stream` → `InputStream`, `Object` → `Any`; other names without namespace or generic arity (with
/// `_N` when one name has several arities).
struct KotlinTypeMapper {
    static let aliases: [String: String] = [
        "String": "String", "Boolean": "Boolean", "Char": "String", "SByte": "Byte", "Byte": "Short",
        "Int16": "Short", "Int32": "Int", "Int64": "Long", "UInt16": "Int", "UInt32": "Long", "UInt64": "BigInteger",
        "Single": "Float", "Double": "Double", "Decimal": "BigDecimal", "IntPtr": "Long", "Guid": "UUID",
        "DateTime": "Date", "DateOnly": "Date", "DateTimeOffset": "Date", "TimeSpan": "TimeSpan",
        "TimeOnly": "TimeSpan", "Type": "Class<*>", "Stream": "InputStream", "Object": "Any",
    ]

    /// Names mapped to `String` (`TreatTypesAsStrings`).
    var typesAsStrings: Set<String> = []
    /// Names (without arity) that more than one generic arity uses: written with `_N`.
    var conflictingNames: Set<String> = []

    /// The Kotlin type for a property's type and generic arguments, without a trailing `?`.
    func map(_ name: String, genericArgs: [String]?) throws(GeneratorError) -> String {
        let arguments = try (genericArgs ?? []).map { argument throws(GeneratorError) in
            try CSharpTypeNode.parse(argument)
        }
        return try map(CSharpTypeNode(name: name, arguments: arguments), nested: false)
    }

    /// The Kotlin type for a type reference (a base type, a return type).
    func map(_ name: MetadataTypeName) throws(GeneratorError) -> String {
        try map(name.name, genericArgs: name.genericArgs)
    }

    /// The Kotlin type for a parsed .NET type; `nested` when it is a generic argument (then `Nullable` adds `?`).
    func map(_ node: CSharpTypeNode, nested: Bool) throws(GeneratorError) -> String {
        var name = node.name
        var rank = node.arrayRank
        while name.hasSuffix("[]") {
            name.removeLast(2)
            rank += 1
        }
        let arguments = try node.arguments.map { argument throws(GeneratorError) in
            try map(argument, nested: true)
        }
        let bare = JavaTypeMapper.withoutArity(name)
        if rank == 1, arguments.isEmpty, bare == "Byte" || bare == "byte" { return "ByteArray" }
        var mapped: String
        if bare == "Nullable", let first = arguments.first {
            mapped = nested && !first.hasSuffix("?") ? first + "?" : first
        } else if JavaTypeMapper.listTypes.contains(bare) {
            mapped = "ArrayList<\(arguments.first ?? "Any")>"
        } else if JavaTypeMapper.dictionaryTypes.contains(bare) {
            let key = arguments.first ?? "String"
            let value = arguments.count > 1 ? arguments[1] : "Any"
            mapped = "HashMap<\(key),\(value)>"
        } else if arguments.isEmpty, typesAsStrings.contains(bare) || typesAsStrings.contains(name) {
            mapped = "String"
        } else if arguments.isEmpty, let alias = Self.aliases[bare] {
            mapped = alias
        } else {
            mapped = try typeName(name)
            if !arguments.isEmpty { mapped += "<\(arguments.joined(separator: ","))>" }
        }
        for _ in 0..<rank { mapped = "ArrayList<\(mapped)>" }
        return mapped
    }

    /// A type's own name as declared (`QueryDb`1` → `QueryDb`, or `QueryDb_1` when several arities share it).
    func typeName(_ name: String) throws(GeneratorError) -> String {
        let last = name.split(separator: ".", omittingEmptySubsequences: false).last.map(String.init) ?? name
        let bare = JavaTypeMapper.withoutArity(last)
        guard conflictingNames.contains(bare), bare != last else { return try KotlinIdentifier.name(bare) }
        return try KotlinIdentifier.name(last.replacingOccurrences(of: "`", with: "_"))
    }
}
