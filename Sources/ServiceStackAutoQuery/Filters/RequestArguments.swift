import ServiceStack
import ServiceStackServer
import ServiceStackWire

/// Gathers the filter arguments of a query request: its typed properties that are set, and
/// query-string or form parameters that are not properties of the request type.
enum RequestArguments {
    /// Names that configure the query rather than filter it.
    static let queryBaseKeys: Set<String> = ["skip", "take", "orderby", "orderbydesc", "include", "fields", "meta"]
    /// Parameters any ServiceStack request may carry that are not filters.
    private static let transportKeys: Set<String> = ["format", "jsconfig", "callback", "_"]
    /// ServiceStack's raw-SQL parameters, which this server refuses.
    static let rawSqlKeys: Set<String> = ["_select", "_from", "_join", "_where"]

    static func collect<Request: Encodable>(
        _ request: Request, declaredKeys: Set<String>, context: ServiceContext
    ) throws -> [FilterArgument] {
        var arguments = try typedArguments(request)
        for (name, value) in context.queryItems + context.formFields {
            let lowered = name.lowercased()
            if declaredKeys.contains(lowered) || transportKeys.contains(lowered) { continue }
            if rawSqlKeys.contains(lowered) {
                throw ArgumentError("Raw SQL filters ('\(name)') are not supported", paramName: name)
            }
            arguments.append(FilterArgument(name: name, value: .single(value)))
        }
        return arguments
    }

    private static func typedArguments<Request: Encodable>(_ request: Request) throws -> [FilterArgument] {
        guard case .object(let fields) = try JsvEncoder().encode(request) else { return [] }
        return fields.compactMap { field in
            if queryBaseKeys.contains(field.key.lowercased()) { return nil }
            switch field.value {
            case .null, .object: return nil
            case .array(let items):
                return items.isEmpty ? nil : FilterArgument(name: field.key, value: .list(items.map(\.queryValue)))
            default:
                return FilterArgument(name: field.key, value: .single(field.value.queryValue))
            }
        }
    }
}
