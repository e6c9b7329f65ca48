/// How a registered service is reached and who may call it: its custom routes, whether callers must be signed
/// in, the roles they need, and the tags metadata groups it under. Every `register` form takes one as
/// `operation:`; the `routes:requiresAuth:requiredRoles:` arguments of the shorter forms build it.
///
/// ```swift
/// let admins = OperationOptions(
///     routes: [Route("/users/{Id}", verbs: "DELETE")], requiredRoles: ["Admin"], tags: ["users"])
/// host.register(DeleteUser.self, operation: admins) { request, context in … }
/// ```
public struct OperationOptions: Sendable, Equatable {
    /// Custom routes, besides `/api/{Name}`, `/json/reply/{Name}` and the routes the request type declares
    /// through ``MetadataDescribing``.
    public var routes: [Route]
    /// Whether anonymous callers are answered 401.
    public var requiresAuth: Bool
    /// Roles the caller must all have: 403 otherwise (401 when anonymous).
    public var requiredRoles: [String]
    /// Tags grouping the operation in metadata (`/types/metadata`, `IncludeTypes: {tag}`), before the request
    /// type's own ``MetadataDescribing/metadataTags``.
    public var tags: [String]

    /// Creates the options; by default the operation has no custom route, anyone may call it, and it has no tag.
    public init(routes: [Route] = [], requiresAuth: Bool = false, requiredRoles: [String] = [], tags: [String] = []) {
        self.routes = routes
        self.requiresAuth = requiresAuth
        self.requiredRoles = requiredRoles
        self.tags = tags
    }
}
