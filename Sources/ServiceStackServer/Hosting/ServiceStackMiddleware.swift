import Hummingbird

/// Serves a `ServiceStackHost` inside a Hummingbird application: answers the requests the host resolves
/// (operations at their pre-defined and custom routes, raw endpoints, metadata, `/types/*`, and CORS preflights
/// for those when the host has a `CorsPolicy`) and passes every other request on to `next`.
///
/// Add it with `router.addServiceStack(host)` (or `router.add(middleware: host.middleware())`). Like any Hummingbird
/// middleware it applies to the routes added after it and to requests no route matches, so middleware added
/// before it (logging, metrics, tracing, CORS, files) sees ServiceStack's requests too. It names the matched
/// route in the context's `endpointPath` (`/api/{Name}` for operations, the template of raw endpoints) so
/// metrics and traces group requests by operation.
public struct ServiceStackMiddleware<Context: RequestContext>: RouterMiddleware {
    private let dispatcher: RequestDispatcher
    private let answersUnmatched: Bool

    /// A middleware serving `host`; with `answersUnmatched` it also answers requests the host does not resolve
    /// (ServiceStack's JSON 404 and 405) instead of passing them on.
    init(host: ServiceStackHost, answersUnmatched: Bool) {
        dispatcher = RequestDispatcher(host: host)
        self.answersUnmatched = answersUnmatched
    }

    /// Answers `request` when the host resolves it, else returns what `next` answers.
    public func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let route = dispatcher.resolve(request)
        if answersUnmatched || claims(request, route: route) {
            if route.isLongLived { return await answerInOwnTask(request, route: route, context: context) }
            return await answer(request, route: route, context: context)
        }
        guard case .methodNotAllowed = route else { return try await next(request, context) }
        do {
            return try await next(request, context)
        } catch let error as any HTTPResponseError where error.status == .notFound {
            return await answer(request, route: route, context: context)
        }
    }

    private func answer(_ request: Request, route: ResolvedRoute, context: Context) async -> Response {
        context.coreContext.endpointPath.value = route.endpointLabel
        return await dispatcher.respond(to: request, route: route, logger: context.logger)
    }

    /// Answers a request whose response lasts as long as its client stays (an event stream) with
    /// `RequestDispatcher.respondInOwnTask`, so the connection keeps none of the request path's stack.
    private func answerInOwnTask(_ request: Request, route: ResolvedRoute, context: Context) async -> Response {
        context.coreContext.endpointPath.value = route.endpointLabel
        return await RequestDispatcher.respondInOwnTask(dispatcher, to: request, route: route, logger: context.logger)
    }

    /// Whether the host serves the request: its route resolves, or it is a CORS preflight for a method and path
    /// that resolve.
    private func claims(_ request: Request, route: ResolvedRoute) -> Bool {
        if dispatcher.host.config.cors != nil, request.method == .options {
            let requested = request.headers[.accessControlRequestMethod]?.uppercased() ?? "GET"
            return dispatcher.resolve(method: requested, path: request.uri.path).isServed
        }
        return route.isServed
    }
}

extension ResolvedRoute {
    /// Whether a service or raw endpoint answers the route.
    fileprivate var isServed: Bool {
        switch self {
        case .operation, .raw: true
        case .methodNotAllowed, .notFound: false
        }
    }

    /// The route's name in metrics and traces: a template, so that the number of names stays bounded.
    fileprivate var endpointLabel: String {
        switch self {
        case .operation(let operation, _, let batch):
            batch ? operation.predefinedRoute + "[]" : operation.predefinedRoute
        case .raw(_, let route, _): route
        case .methodNotAllowed: "MethodNotAllowed"
        case .notFound: "NotFound"
        }
    }
}
