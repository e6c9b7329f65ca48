import OpenAPIKit
import ServiceStackNativeTypes

/// Request properties as the host binds them from a query string or path: scalars and enums as themselves, lists of
/// them comma-separated (`ids=1,2,3`), anything else as ServiceStack's JSV text.
struct QueryParameters {
    let catalog: SchemaCatalog

    /// The schema of a path or query value of `type`.
    func valueSchema(_ type: DotNetTypeName, namespace: String?) -> (schema: JSONSchema, isList: Bool) {
        let unwrapped = type.name == "Nullable" && type.arguments.count == 1 ? type.arguments[0] : type
        if isSingleValue(unwrapped, namespace: namespace) {
            return (catalog.schema(for: unwrapped, namespace: namespace), false)
        }
        if ScalarSchemas.listNames.contains(unwrapped.name), unwrapped.arguments.count == 1,
            isSingleValue(unwrapped.arguments[0], namespace: nil)
        {
            return (.array(items: catalog.schema(for: unwrapped.arguments[0])), true)
        }
        return (.string(description: "ServiceStack's JSV text of the value, e.g. `{name:value}` or `[1,2]`."), false)
    }

    /// A query parameter for a property; `items` fixes the length of a list.
    func query(
        name: String, type: DotNetTypeName, namespace: String?, required: Bool = false, description: String? = nil,
        items: Int? = nil
    ) -> OpenAPI.Parameter {
        var (schema, isList) = valueSchema(type, namespace: namespace)
        if let items, isList, let element = schema.arrayContext?.items {
            schema = .array(minItems: items, maxItems: items, items: element)
        }
        let context =
            isList
            ? OpenAPI.Parameter.SchemaContext(schema, style: .form, explode: false)
            : OpenAPI.Parameter.SchemaContext(schema, style: .form)
        return .query(name: name, required: required, schemaOrContent: .a(context), description: description)
    }

    /// A path parameter for a route variable, typed by the property it binds when there is one.
    func path(name: String, property: (property: MetadataPropertyType, type: DotNetTypeName)?) -> OpenAPI.Parameter {
        guard let property else { return .path(name: name, schema: .string) }
        let (schema, isList) = valueSchema(property.type, namespace: property.property.namespace)
        let context =
            isList
            ? OpenAPI.Parameter.SchemaContext(schema, style: .simple, explode: false)
            : OpenAPI.Parameter.SchemaContext(schema, style: .simple)
        return .path(name: name, schemaOrContent: .a(context), description: property.property.description)
    }

    private func isSingleValue(_ type: DotNetTypeName, namespace: String?) -> Bool {
        if ScalarSchemas.schema(for: type.name) != nil { return type.name != "Object" }
        return catalog.definition(of: type, namespace: namespace)?.isEnum == true
    }
}
