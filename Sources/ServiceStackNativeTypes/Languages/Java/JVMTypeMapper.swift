import Foundation

/// Maps a .NET type as the metadata names it to Java or Kotlin, as ServiceStack's generators for both do: lists and
/// other sequences → `ArrayList<T>`, dictionaries → `HashMap<K,V>`, other arrays → `ArrayList<T>`, `Byte[]` → the
/// dialect's byte array, leaf types by the dialect's aliases; other names as they are, without their namespace or
/// generic arity (or with `_N` for the arity when one name has several).
struct JVMTypeMapper {
    /// What Java and Kotlin write differently.
    struct Dialect: Sendable {
        /// .NET leaf type names (without arity) to the language's types.
        var aliases: [String: String]
        /// The type of an unknown list element or dictionary value.
        var anyType: String
        /// `Byte[]`.
        var byteArray: String
        /// `Nullable<T>` given the mapped `T`, and whether it is a generic argument.
        var nullable: @Sendable (_ argument: String, _ nested: Bool) -> String
        /// A declared name as an identifier of the language.
        var identifier: @Sendable (String) throws(GeneratorError) -> String
    }

    static let listTypes: Set<String> = [
        "List", "IList", "IEnumerable", "ICollection", "HashSet", "ISet", "Queue", "Stack", "IReadOnlyList",
        "IReadOnlyCollection",
    ]
    static let dictionaryTypes: Set<String> = [
        "Dictionary", "IDictionary", "IOrderedDictionary", "OrderedDictionary", "StringDictionary",
        "IReadOnlyDictionary", "SortedDictionary",
    ]

    let dialect: Dialect
    /// Names mapped to `String` (`TreatTypesAsStrings`).
    var typesAsStrings: Set<String> = []
    /// Names (without arity) that more than one generic arity uses: written with `_N`.
    var conflictingNames: Set<String> = []

    init(_ dialect: Dialect) {
        self.dialect = dialect
    }

    /// The type for a property's type and generic arguments.
    func map(_ name: String, genericArgs: [String]?) throws(GeneratorError) -> String {
        let arguments = try (genericArgs ?? []).map { argument throws(GeneratorError) in
            try CSharpTypeNode.parse(argument)
        }
        return try map(CSharpTypeNode(name: name, arguments: arguments), nested: false)
    }

    /// The type for a type reference (a base type, a return type).
    func map(_ name: MetadataTypeName) throws(GeneratorError) -> String {
        try map(name.name, genericArgs: name.genericArgs)
    }

    /// The type for a parsed .NET type; `nested` when it is a generic argument.
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
        let bare = Self.withoutArity(name)
        if rank == 1, arguments.isEmpty, bare == "Byte" || bare == "byte" { return dialect.byteArray }
        var mapped: String
        if bare == "Nullable", let first = arguments.first {
            mapped = dialect.nullable(first, nested)
        } else if Self.listTypes.contains(bare) {
            mapped = "ArrayList<\(arguments.first ?? dialect.anyType)>"
        } else if Self.dictionaryTypes.contains(bare) {
            let key = arguments.first ?? "String"
            let value = arguments.count > 1 ? arguments[1] : dialect.anyType
            mapped = "HashMap<\(key),\(value)>"
        } else if arguments.isEmpty, typesAsStrings.contains(bare) || typesAsStrings.contains(name) {
            mapped = "String"
        } else if arguments.isEmpty, let alias = dialect.aliases[bare] {
            mapped = alias
        } else {
            mapped = try typeName(name)
            if !arguments.isEmpty { mapped += "<\(arguments.joined(separator: ","))>" }
        }
        for _ in 0..<rank { mapped = "ArrayList<\(mapped)>" }
        return mapped
    }

    /// A type's own name as declared: its last dotted part, without its arity (`QueryDb`1` → `QueryDb`), or with
    /// `_N` when several arities share the name.
    func typeName(_ name: String) throws(GeneratorError) -> String {
        let last = name.split(separator: ".", omittingEmptySubsequences: false).last.map(String.init) ?? name
        let bare = Self.withoutArity(last)
        guard conflictingNames.contains(bare), bare != last else { return try dialect.identifier(bare) }
        return try dialect.identifier(last.replacingOccurrences(of: "`", with: "_"))
    }

    /// The names (without arity) that types or the bases and interfaces they name use with more than one arity:
    /// Java and Kotlin cannot declare both, so ServiceStack writes them `Name_1`, `Name_2`. Unlike ServiceStack,
    /// referenced bases count too, so that a document without ServiceStack's types names `QueryDb`1` and `QueryDb`2`
    /// apart.
    static func namesWithSeveralArities(_ types: [SelectedType]) -> Set<String> {
        var arities: [String: Set<String>] = [:]
        func add(_ name: String) { arities[withoutArity(name), default: []].insert(name) }
        for entry in types {
            add(entry.type.name)
            if let inherits = entry.type.inherits { add(inherits.name) }
            for interface in entry.type.implements ?? [] { add(interface.name) }
        }
        return Set(arities.filter { $0.value.count > 1 }.keys)
    }

    static func withoutArity(_ name: String) -> String {
        name.firstIndex(of: "`").map { String(name[..<$0]) } ?? name
    }
}
