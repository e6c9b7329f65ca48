import OpenAPIKit
import ServiceStackNativeTypes

/// The JSON Schemas of a metadata document's types: one component per closed DTO and enum (generic definitions
/// are closed with the arguments each use gives them), built on first reference, so recursive types refer to
/// themselves through `$ref`.
final class SchemaCatalog {
    private var definitions: [String: [MetadataType]] = [:]
    private var naming = ComponentNaming()
    private var pending: [(key: OpenAPI.ComponentKey, type: DotNetTypeName, definition: MetadataType)] = []
    /// The component schemas built so far, in the order their types were first met.
    private(set) var components: OrderedDictionary<OpenAPI.ComponentKey, JSONSchema> = [:]
    /// The .NET name each component stands for (`QueryResponse<TechnologyView>`).
    private(set) var displayNames: [OpenAPI.ComponentKey: String] = [:]

    init(document: MetadataTypes) {
        for type in document.operations.map(\.request) + document.types {
            definitions[Self.lookupName(type.name), default: []].append(type)
        }
    }

    /// The definition `type` names: a DTO or enum of the document, with `namespace` preferred when given.
    func definition(of type: DotNetTypeName, namespace: String? = nil) -> MetadataType? {
        let candidates = definitions[Self.lookupName(type.name, arity: type.arguments.count)] ?? []
        return candidates.first { $0.namespace == namespace } ?? candidates.first
    }

    /// The schema of a value of `type`: a scalar, array or map inline, a `$ref` to the component of a DTO or enum
    /// (built later by `drain`), anything else as any value.
    func schema(for type: DotNetTypeName, namespace: String? = nil) -> JSONSchema {
        if let scalar = ScalarSchemas.schema(for: type.name) { return scalar }
        switch (type.name, type.arguments.count) {
        case ("Nullable", 1):
            return Self.nullable(schema(for: type.arguments[0], namespace: namespace))
        case (let name, 1) where ScalarSchemas.listNames.contains(name):
            return .array(items: schema(for: type.arguments[0]))
        case (let name, 2) where ScalarSchemas.mapNames.contains(name):
            return .object(additionalProperties: .b(schema(for: type.arguments[1])))
        default:
            guard let key = componentKey(for: type, namespace: namespace) else { return .fragment(.init()) }
            return .reference(.component(named: key.rawValue))
        }
    }

    /// The component key of a DTO or enum, queuing its schema; nil when the document does not define it.
    func componentKey(for type: DotNetTypeName, namespace: String? = nil) -> OpenAPI.ComponentKey? {
        guard let definition = definition(of: type, namespace: namespace) else { return nil }
        let identity = "\(definition.namespace ?? "").\(type.displayName)"
        let key = naming.key(for: identity, displayName: type.displayName)
        if displayNames[key] == nil {
            displayNames[key] = type.displayName
            pending.append((key, type, definition))
        }
        return key
    }

    /// Reserves a component key for a schema defined outside the document, and stores it.
    func addBuiltIn(_ name: String, schema: JSONSchema) -> OpenAPI.ComponentKey {
        let key = naming.reserve(name)
        displayNames[key] = name
        components[key] = schema
        return key
    }

    /// The properties of a DTO with those of its base classes first, generic parameters replaced by the
    /// arguments `type` gives them. Bases are followed at most `maximumDepth` deep, and each once.
    func allProperties(of type: DotNetTypeName, namespace: String? = nil) -> [(
        property: MetadataPropertyType, type: DotNetTypeName
    )] {
        var chain: [(MetadataType, [String: DotNetTypeName])] = []
        var current: (DotNetTypeName, String?)? = (type, namespace)
        var seen: Set<String> = []
        while let (name, space) = current, chain.count < DotNetTypeName.maximumDepth,
            let definition = definition(of: name, namespace: space),
            seen.insert("\(definition.namespace ?? "").\(definition.name)").inserted
        {
            let substitutions = Self.substitutions(definition, name)
            chain.append((definition, substitutions))
            current = definition.inherits.map {
                (DotNetTypeName(reference: $0).substituting(substitutions), $0.namespace)
            }
        }
        var result: [(property: MetadataPropertyType, type: DotNetTypeName)] = []
        var names: Set<String> = []
        for (definition, substitutions) in chain.reversed() {
            for property in definition.properties ?? [] where names.insert(property.name.lowercased()).inserted {
                result.append((property, DotNetTypeName(property: property).substituting(substitutions)))
            }
        }
        return result
    }

    /// Builds every queued component, including those its properties queue in turn.
    func drain() {
        while !pending.isEmpty {
            let next = pending.removeFirst()
            components[next.key] = build(next.type, definition: next.definition)
        }
    }

    private func build(_ type: DotNetTypeName, definition: MetadataType) -> JSONSchema {
        if definition.isEnum == true { return enumSchema(definition, title: type.displayName) }
        let substitutions = Self.substitutions(definition, type)
        var properties: OrderedDictionary<String, JSONSchema> = [:]
        for property in definition.properties ?? [] {
            let propertyType = DotNetTypeName(property: property).substituting(substitutions)
            var schema = schema(for: propertyType, namespace: property.namespace)
            if let description = property.description { schema = Self.described(schema, description) }
            if property.isRequired != true { schema = schema.optionalSchemaObject() }
            properties[Self.jsonName(property.name)] = schema
        }
        let description = [definition.description, definition.notes].compactMap { $0 }.joined(separator: "\n\n")
        let own = JSONSchema.object(
            title: definition.inherits == nil ? type.displayName : nil,
            description: definition.inherits == nil && !description.isEmpty ? description : nil,
            properties: properties)
        guard let inherits = definition.inherits else { return own }
        let base = DotNetTypeName(reference: inherits).substituting(substitutions)
        guard let baseKey = componentKey(for: base, namespace: inherits.namespace) else { return own }
        return .all(
            of: [.reference(.component(named: baseKey.rawValue)), own],
            core: .init(title: type.displayName, description: description.isEmpty ? nil : description))
    }

    private func enumSchema(_ definition: MetadataType, title: String) -> JSONSchema {
        let description = definition.description
        if definition.isEnumInt == true, let values = definition.enumValues {
            let numbers = values.compactMap { Int($0) }.map { AnyCodable($0) }
            return .integer(title: title, description: description, allowedValues: numbers)
        }
        let names = definition.enumMemberValues ?? definition.enumNames ?? []
        return .string(title: title, description: description, allowedValues: names.map { AnyCodable($0) })
    }

    /// The JSON name of a metadata property: ServiceStack's camelCase (`VendorName` → `vendorName`).
    static func jsonName(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.lowercased() + name.dropFirst()
    }

    /// `schema`, also accepting `null`: `type: [..., "null"]` where the schema has a type (also in each branch of
    /// an `anyOf` of typed schemas), `anyOf: [schema, {type: null}]` otherwise.
    static func nullable(_ schema: JSONSchema) -> JSONSchema {
        switch schema.value {
        case .any(let branches, let core) where !branches.contains(where: \.isReference):
            return .any(of: branches.map(nullable), core: core)
        case .reference, .all, .any, .one, .not:
            return .any(of: [schema, .null()], core: .init(required: schema.required))
        default:
            return schema.nullableSchemaObject()
        }
    }

    private static func described(_ schema: JSONSchema, _ description: String) -> JSONSchema {
        if case .reference = schema.value { return .all(of: [schema], core: .init(description: description)) }
        return schema.with(description: description)
    }

    private static func substitutions(_ definition: MetadataType, _ type: DotNetTypeName) -> [String: DotNetTypeName] {
        let parameters = definition.genericArgs ?? []
        guard parameters.count == type.arguments.count else { return [:] }
        return Dictionary(zip(parameters, type.arguments), uniquingKeysWith: { first, _ in first })
    }

    /// `QueryDb` with two arguments is defined as QueryDb\`2.
    private static func lookupName(_ name: String, arity: Int = 0) -> String {
        if name.contains("`") || arity == 0 { return name }
        return "\(name)`\(arity)"
    }
}
