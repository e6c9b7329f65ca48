import ServiceStack
import ServiceStackWire

/// What a request path resolved to.
enum ResolvedRoute: Sendable {
    /// An operation, with path variables, as a single request or a batch (`{Name}[]`).
    case operation(Operation, pathValues: [(key: String, value: WireValue)], batch: Bool)
    /// A raw endpoint, the route template it was added with, and whether its responses last as long as the client
    /// stays.
    case raw(RawHandler, route: String, longLived: Bool)
    /// The path exists for other verbs only.
    case methodNotAllowed
    /// Nothing matched.
    case notFound(String)
}

extension ResolvedRoute {
    /// The operation's name when the route is an operation.
    var operationName: String? {
        if case .operation(let operation, _, _) = self { return operation.name }
        return nil
    }

    /// Whether the route is a raw endpoint whose responses last as long as the client stays.
    var isLongLived: Bool {
        if case .raw(_, _, let longLived) = self { return longLived }
        return false
    }
}
