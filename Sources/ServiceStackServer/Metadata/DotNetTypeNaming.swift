import ServiceStack
import ServiceStackNativeTypes

/// .NET names for Swift DTOs, enums and properties.
enum DotNetTypeNaming {
    /// Swift names of ServiceStack types whose .NET name carries the arity in a suffix.
    private static let arityNamedTypes: [String: String] = ["QueryDb2": "QueryDb", "QueryData2": "QueryData"]

    /// The reference to a DTO or enum: its name (with arity when generic) and namespace.
    static func reference(for type: Any.Type) -> DotNetTypeReference {
        let swiftName = SwiftTypeName.of(type)
        let namespace =
            (type as? any MetadataDescribing.Type)?.metadataNamespace ?? swiftName.module
        guard !swiftName.arguments.isEmpty else {
            return DotNetTypeReference(name: swiftName.name, namespace: namespace)
        }
        let base = arityNamedTypes[swiftName.name] ?? swiftName.name
        return DotNetTypeReference(
            name: "\(base)`\(swiftName.arguments.count)", namespace: namespace,
            genericArgs: swiftName.arguments.map(csharpName))
    }

    /// The C# spelling of a generic argument given as a parsed Swift name.
    static func csharpName(_ swiftName: SwiftTypeName) -> String {
        if let leaf = DotNetLeafTypes.reference(forSwiftName: swiftName.qualifiedName),
            swiftName.arguments.isEmpty
        {
            return leaf.name
        }
        let arguments = swiftName.arguments.map(csharpName)
        let isStandardLibrary = swiftName.module == "Swift"
        switch (isStandardLibrary, swiftName.name, arguments.count) {
        case (true, "Optional", 1):
            let wrapped = swiftName.arguments[0]
            let isValue = DotNetLeafTypes.reference(forSwiftName: wrapped.qualifiedName)?.isValueType ?? false
            return isValue ? "Nullable<\(arguments[0])>" : arguments[0]
        case (true, "Array", 1), (true, "ContiguousArray", 1):
            return arguments[0] == "Byte" ? "Byte[]" : "List<\(arguments[0])>"
        case (true, "Set", 1):
            return "HashSet<\(arguments[0])>"
        case (true, "Dictionary", 2):
            return "Dictionary<\(arguments.joined(separator: ","))>"
        default:
            let base = arityNamedTypes[swiftName.name] ?? swiftName.name
            return arguments.isEmpty ? base : "\(base)<\(arguments.joined(separator: ","))>"
        }
    }

    /// The ServiceStack marker interfaces that metadata lists in `implements`.
    static func markers(of type: Any.Type) -> [MetadataTypeName] {
        let markers: [(Bool, String)] = [
            (type is any IGet.Type, "IGet"), (type is any IPost.Type, "IPost"),
            (type is any IPut.Type, "IPut"), (type is any IDelete.Type, "IDelete"),
            (type is any IPatch.Type, "IPatch"), (type is any IHasSessionId.Type, "IHasSessionId"),
            (type is any IHasBearerToken.Type, "IHasBearerToken"),
            (type is any IHasVersion.Type, "IHasVersion"),
        ]
        return markers.filter(\.0).map {
            MetadataTypeName(name: $0.1, namespace: "ServiceStack", genericArgs: [])
        }
    }

    /// The verbs a route may name for an operation's preferred verb.
    private static let preferableVerbs: Set<String> = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]

    /// The preferred verb of an operation, as ServiceStack picks it: the request's verb marker, else the one verb
    /// its routes name, else `GET` for an AutoQuery query (a `QueryBase`, .NET's `IQuery`), else `POST`. The
    /// AutoQuery CRUD interfaces imply their markers (`ICreateDb` is an `IPost`...).
    static func preferredVerb(of type: Any.Type, routes: [Route] = []) -> String {
        if type is any IGet.Type { return "GET" }
        if type is any IPost.Type { return "POST" }
        if type is any IPut.Type { return "PUT" }
        if type is any IPatch.Type { return "PATCH" }
        if type is any IDelete.Type { return "DELETE" }
        if type is any IOptions.Type { return "OPTIONS" }
        let routeVerbs = Set(routes.compactMap { $0.verbs.count == 1 ? $0.verbs.first : nil })
            .intersection(preferableVerbs)
        if routeVerbs.count == 1, let verb = routeVerbs.first { return verb }
        if type is QueryBase.Type { return "GET" }
        return "POST"
    }

    /// The .NET (PascalCase) name of a property from its coding key (`nullableId` → `NullableId`).
    static func propertyName(_ key: String) -> String {
        guard let first = key.first else { return key }
        return first.uppercased() + key.dropFirst()
    }

    /// Whether a `System` type name given in a hook is a .NET value type.
    static func isSystemValueType(_ name: String) -> Bool? {
        let references = [
            "Boolean", "Byte", "SByte", "Char", "Int16", "Int32", "Int64", "UInt16", "UInt32", "UInt64",
            "Single", "Double", "Decimal", "DateTime", "DateTimeOffset", "TimeSpan", "Guid", "Nullable`1",
        ]
        return references.contains(name) ? true : nil
    }
}
