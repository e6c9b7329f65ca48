import Foundation
import Logging
import ServiceStack
import ServiceStackWire

/// Hosts typed ServiceStack services over HTTP: `register` services, then `start` or `run` them, or mount them
/// into a Hummingbird application with `router.addServiceStack(host)`.
public final class ServiceStackHost: Sendable {
    /// The service's name (used in logs).
    public let name: String
    /// The host's settings.
    public let config: HostConfig
    /// Where the host logs: failed requests, and where `run` listens. Requests served inside a Hummingbird
    /// application log through that request's logger instead.
    public let logger: Logging.Logger
    let registry = Locked(ServiceRegistry())
    let authResolver = Locked<AuthResolver?>(nil)
    let serverEventsState = Locked<ServerEvents?>(nil)
    let authFeatureState = Locked<AuthFeature?>(nil)
    let appMetadataState = Locked<AppMetadataFeature?>(nil)
    let apiExplorerState = Locked<ApiExplorerFeature?>(nil)
    let appMetadataCache = AppMetadataCache()

    /// Resolves the authenticated session of a request, or nil.
    public typealias AuthResolver = @Sendable (ServiceContext) async -> AuthSession?

    /// Creates a host that logs through `logger` (by default a logger labelled with `name`).
    public init(name: String, config: HostConfig = HostConfig(), logger: Logging.Logger? = nil) {
        self.name = name
        self.config = config
        self.logger = logger ?? Logging.Logger(label: name)
        do {
            try config.validate()
        } catch {
            self.logger.error("\(name) has an invalid configuration, refused at start: \(error)")
        }
        if config.enableMetadata { MetadataEndpoints.register(on: self) }
    }

    /// Registers a service for `T`, reachable at `/api/{T}`, `/json/reply/{T}` and the operation's custom routes.
    /// `operation.requiresAuth` answers 401 to anonymous callers; `operation.requiredRoles` also answers 403 to
    /// callers without them.
    public func register<T: IReturn & Decodable>(
        _ type: T.Type, operation: OperationOptions,
        _ handler: @escaping @Sendable (T, ServiceContext) async throws -> T.Return
    ) where T: SendableMetatype, T.Return: SendableMetatype {
        registerOperation(
            T.self, operation: operation, responseType: { T.Return.self },
            run: { request, context in .json(try ResponseEncoding.encode(try await handler(request, context))) })
    }

    /// Registers a service for a void request `T`; it answers 204 No Content.
    public func register<T: IReturnVoid & Decodable>(
        _ type: T.Type, operation: OperationOptions,
        _ handler: @escaping @Sendable (T, ServiceContext) async throws -> Void
    ) where T: SendableMetatype {
        registerOperation(T.self, operation: operation, responseType: nil) { request, context in
            try await handler(request, context)
            return .noContent
        }
    }

    /// Registers an operation that binds and validates `T`, then runs `run`; metadata describes `responseType`.
    func registerOperation<T: Decodable>(
        _ type: T.Type, operation options: OperationOptions, responseType: (@Sendable () -> any Decodable.Type)?,
        run: @escaping @Sendable (T, ServiceContext) async throws -> OperationOutput
    ) where T: SendableMetatype {
        let validated = RequestValidation.hasRules(T.self)
        let reader = JsvReader(limits: config.jsvLimits)
        let operation = Operation(
            name: String(describing: type), requiresAuth: options.requiresAuth, requiredRoles: options.requiredRoles
        ) {
            value, context in
            let request = try BindingDecoder.decode(T.self, from: value, reader: reader)
            if validated { try RequestValidation.validate(request) }
            return try await run(request, context)
        }
        add(
            operation,
            descriptor: OperationDescriptor(
                name: operation.name, requestType: { T.self }, responseType: responseType,
                routes: Self.routes(options.routes, declaredBy: T.self), requiresAuth: options.requiresAuth,
                requiredRoles: options.requiredRoles, tags: options.tags))
    }

    /// Adds an endpoint outside ServiceStack's protocol at `path` (a route template) for `verbs` (nil: any).
    ///
    /// The handler may read `context.session`, so credentials that are costly to check (a Basic auth password)
    /// are checked before it runs; an endpoint that never reads the session passes `readsSession: false` and
    /// costs an anonymous caller no password check.
    public func addRawEndpoint(
        _ path: String, verbs: String? = nil, readsSession: Bool = true,
        _ handler: @escaping @Sendable (ServiceContext) async throws -> HttpResult
    ) {
        addRawEndpoint(path, verbs: verbs, readsSession: readsSession, longLived: false, handler)
    }

    /// Adds a raw endpoint; with `longLived` (an event stream, whose response lasts as long as its client stays)
    /// each request is answered in a task of its own, so the connection does not keep the request path's memory.
    func addRawEndpoint(
        _ path: String, verbs: String?, readsSession: Bool, longLived: Bool,
        _ handler: @escaping @Sendable (ServiceContext) async throws -> HttpResult
    ) {
        let pattern = RoutePattern(Route(path, verbs: verbs))
        var run: RawHandler = handler
        if readsSession {
            run = { context in
                await context.settleAuthentication()
                return try await handler(context)
            }
        }
        let endpoint = run
        registry.withLock {
            $0.rawEndpoints.add(RawEndpoint(pattern: pattern, handler: endpoint, longLived: longLived))
        }
    }

    /// Leaves `types` out of `/types/metadata` and `/metadata` (ServiceStack's own services, such as Server Events').
    func hideFromMetadata(_ types: [Any.Type]) {
        let names = Set(types.map { String(describing: $0) })
        registry.withLock { $0.descriptors.removeAll { names.contains($0.name) } }
    }

    /// Sets how requests are authenticated (bearer tokens, cookies, Basic auth...).
    public func useAuth(_ resolver: @escaping AuthResolver) {
        authResolver.withLock { $0 = resolver }
    }

    private func add(_ operation: Operation, descriptor: OperationDescriptor) {
        registry.withLock { registry in
            registry.operations[operation.name.lowercased()] = operation
            for route in descriptor.routes { registry.routes.add(route, for: operation) }
            registry.descriptors.removeAll { $0.name == descriptor.name }
            registry.descriptors.append(descriptor)
        }
    }

    /// The given routes plus those the request type declares through `MetadataDescribing`.
    private static func routes(_ given: [Route], declaredBy type: Any.Type) -> [Route] {
        let declared = (type as? any MetadataDescribing.Type)?.metadataRoutes ?? []
        return given + declared.filter { !given.contains($0) }
    }
}
