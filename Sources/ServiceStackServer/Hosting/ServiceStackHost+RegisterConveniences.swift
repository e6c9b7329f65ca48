import ServiceStack

// The `register` forms with the operation's routes and auth as separate arguments: each builds the
// `OperationOptions` the full form takes.
extension ServiceStackHost {
    /// Registers a service for `T`, reachable at `/api/{T}`, `/json/reply/{T}` and the given custom routes.
    /// `requiresAuth` answers 401 to anonymous callers; `requiredRoles` also answers 403 to callers without them.
    public func register<T: IReturn & Decodable>(
        _ type: T.Type, routes: [Route] = [], requiresAuth: Bool = false, requiredRoles: [String] = [],
        _ handler: @escaping @Sendable (T, ServiceContext) async throws -> T.Return
    ) where T: SendableMetatype, T.Return: SendableMetatype {
        register(
            T.self, operation: .init(routes: routes, requiresAuth: requiresAuth, requiredRoles: requiredRoles), handler)
    }

    /// Registers a service for a void request `T`; it answers 204 No Content.
    public func register<T: IReturnVoid & Decodable>(
        _ type: T.Type, routes: [Route] = [], requiresAuth: Bool = false, requiredRoles: [String] = [],
        _ handler: @escaping @Sendable (T, ServiceContext) async throws -> Void
    ) where T: SendableMetatype {
        register(
            T.self, operation: .init(routes: routes, requiresAuth: requiresAuth, requiredRoles: requiredRoles), handler)
    }

    /// Registers a service for `T` that writes its own response, as `registerRaw(_:operation:_:)` does.
    public func registerRaw<T: IReturn & Decodable>(
        _ type: T.Type, routes: [Route] = [], requiresAuth: Bool = false, requiredRoles: [String] = [],
        _ handler: @escaping @Sendable (T, ServiceContext) async throws -> HttpResult
    ) where T: SendableMetatype, T.Return: SendableMetatype {
        registerRaw(
            T.self, operation: .init(routes: routes, requiresAuth: requiresAuth, requiredRoles: requiredRoles), handler)
    }

    /// Registers a service for `T`, a request that declares no response type, that writes its own response.
    public func registerRaw<T: Decodable>(
        _ type: T.Type, routes: [Route] = [], requiresAuth: Bool = false, requiredRoles: [String] = [],
        _ handler: @escaping @Sendable (T, ServiceContext) async throws -> HttpResult
    ) where T: SendableMetatype {
        registerRaw(
            T.self, operation: .init(routes: routes, requiresAuth: requiresAuth, requiredRoles: requiredRoles), handler)
    }
}
