import OpenAPIKit
import ServiceStackNativeTypes

/// The implicit filters of an AutoQuery operation: for each column of its data model, the equality filter and the
/// conventions that suit the column's type (`nameStartsWith`, `idIn`, `createdGreaterThan`, `viewCountBetween`...).
/// `skip`, `take`, `orderBy`, `orderByDesc`, `include` and `fields` are properties of `QueryBase`, listed with the
/// request's own.
enum AutoQueryParameters {
    private static let textConventions = ["StartsWith", "EndsWith", "Contains", "Like", "NotEqualTo"]
    private static let rangeConventions = [
        "GreaterThan", "GreaterThanOrEqualTo", "LessThan", "LessThanOrEqualTo", "NotEqualTo",
    ]
    private static let rangeTypes: Set<String> = [
        "Byte", "SByte", "Int16", "UInt16", "Int32", "UInt32", "Int64", "UInt64", "Single", "Double", "Decimal",
        "DateTime", "DateTimeOffset", "DateOnly", "TimeSpan", "TimeOnly",
    ]

    /// The filters on `model`'s columns, leaving out names in `taken` (lower-cased; it gains the names added).
    static func parameters(
        model: DotNetTypeName, namespace: String?, catalog: SchemaCatalog, taken: inout Set<String>
    ) -> [OpenAPI.Parameter] {
        let query = QueryParameters(catalog: catalog)
        var result: [OpenAPI.Parameter] = []
        func add(_ name: String, _ type: DotNetTypeName, _ namespace: String?, _ description: String) {
            guard taken.insert(name.lowercased()).inserted else { return }
            result.append(query.query(name: name, type: type, namespace: namespace, description: description))
        }
        for (property, type) in catalog.allProperties(of: model, namespace: namespace) {
            let column = SchemaCatalog.jsonName(property.name)
            let scalar = type.name == "Nullable" && type.arguments.count == 1 ? type.arguments[0] : type
            let (_, isList) = query.valueSchema(scalar, namespace: property.namespace)
            guard !isList, ScalarSchemas.schema(for: scalar.name) != nil || property.isEnum == true else { continue }
            let list = DotNetTypeName(name: "List", arguments: [scalar])
            add(column, scalar, property.namespace, "Rows whose \(property.name) equals the value.")
            if scalar.name == "String" {
                for convention in textConventions {
                    add(column + convention, scalar, property.namespace, "Rows whose \(property.name) \(convention).")
                }
            } else if rangeTypes.contains(scalar.name) {
                for convention in rangeConventions {
                    add(
                        column + convention, scalar, property.namespace, "Rows whose \(property.name) is \(convention)."
                    )
                }
                let between = column + "Between"
                if taken.insert(between.lowercased()).inserted {
                    result.append(
                        query.query(
                            name: between, type: list, namespace: property.namespace,
                            description: "Rows whose \(property.name) is between two values: `low,high`.",
                            items: 2))
                }
            }
            if scalar.name != "Boolean" {
                add(column + "In", list, property.namespace, "Rows whose \(property.name) is one of the values.")
            }
        }
        return result
    }
}
