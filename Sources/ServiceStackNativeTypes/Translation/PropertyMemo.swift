import Foundation

/// What earlier properties of one generation already worked out, looked up by what decides it: documents repeat
/// property names (`Id`, `Name`) and types (`List<String>`) across their types, and deriving them again costs more
/// than one lookup. Owned by the loop over the types, and passed down to each type's property translation.
struct PropertyMemo {
    /// The names a .NET property name gives, without a data member name.
    struct Names {
        /// `DotNetCasing.camelCase` of the .NET name: the JSON key.
        var camel: String
        /// The Swift property name (`Description` for `description`, backticks for keywords).
        var swiftName: String
        /// `swiftName` without backticks.
        var unescaped: String
        /// One of `LibraryTypes.ignoredPropertyNames`.
        var isIgnored: Bool
    }

    /// What a property type maps to, with everything the plan asks about the .NET type name.
    struct MappedType {
        var swiftType: SwiftType
        var isArrayType: Bool
        var isDictionaryType: Bool
        var isInterfaceCollection: Bool
        var hasArraySuffix: Bool
    }

    /// A property's type as the mapping reads it. Only types without generic parameters in scope are kept.
    struct TypeKey: Hashable {
        var type: String
        var genericArgs: [String]?
        /// How the custom-struct rule applies: 0 not at all, 1 in a `System` namespace, 2 elsewhere.
        var valueTypeRule: UInt8
    }

    private var names: [String: Names] = [:]
    private var types: [TypeKey: MappedType] = [:]

    /// The names of .NET property `name`, derived once.
    mutating func names(of name: String) -> Names {
        if let known = names[name] { return known }
        let camel = DotNetCasing.camelCase(name)
        let swiftName = PropertyTranslator.propertyName(camelCased: camel)
        let derived = Names(
            camel: camel, swiftName: swiftName, unescaped: SwiftIdentifier.unescaped(swiftName),
            isIgnored: LibraryTypes.ignoredPropertyNames.contains(name))
        names[name] = derived
        return derived
    }

    /// The mapped type of `key`, from `map` the first time it is asked for.
    mutating func mappedType(_ key: TypeKey, _ map: () throws(GeneratorError) -> SwiftType) throws(GeneratorError)
        -> MappedType
    {
        if let known = types[key] { return known }
        let mapped = try Self.unmemoized(key.type, map)
        types[key] = mapped
        return mapped
    }

    /// `mappedType` for a type that depends on generic parameters in scope: worked out every time.
    static func unmemoized(_ type: String, _ map: () throws(GeneratorError) -> SwiftType) throws(GeneratorError)
        -> MappedType
    {
        try MappedType(
            swiftType: map(),
            isArrayType: SwiftTypeMapper.arrayTypes.contains(type),
            isDictionaryType: SwiftTypeMapper.dictionaryTypes.contains(type),
            isInterfaceCollection: SwiftTypeMapper.interfaceCollectionTypes.contains(type),
            hasArraySuffix: type.hasSuffix("[]"))
    }
}
