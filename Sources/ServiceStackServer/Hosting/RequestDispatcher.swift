import Foundation
import Hummingbird
import Logging
import ServiceStack

/// Answers the requests of one host: resolves the operation, reads the body, binds, runs and writes the response.
/// `ServiceStackMiddleware` calls it for the requests it claims; the in-memory path calls it for every request.
struct RequestDispatcher: Sendable {
    let host: ServiceStackHost

    /// Answers `request`, with a ServiceStack 404 when nothing matches; the entry of in-memory calls, which have
    /// no channel.
    func respond(to request: Request, logger: Logging.Logger) async -> Response {
        await respond(to: request, route: resolve(request), logger: logger)
    }

    /// What the host makes of the request's method and path.
    func resolve(_ request: Request) -> ResolvedRoute {
        resolve(method: Self.methodName(request), path: request.uri.path)
    }

    /// The request's method in upper case; the standard methods arrive so and are taken as they are.
    static func methodName(_ request: Request) -> String {
        switch request.method {
        case .get, .post, .put, .delete, .patch, .head, .options: return request.method.rawValue
        default: break
        }
        let method = request.method.rawValue
        return method.utf8.contains(where: { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") })
            ? method.uppercased() : method
    }

    /// What the host would make of `method` on `path`.
    func resolve(method: String, path: String) -> ResolvedRoute {
        RouteResolver.resolve(method: method, path: path, registry: host.registry.current)
    }

    /// Answers `request` like `respond(to:route:logger:)`, in a task of its own that ends with the answer. A task
    /// keeps the memory its deepest call stack took until it ends, and a connection's task lasts as long as its
    /// response: for a response that lasts as long as its client stays (an event stream), answering in the
    /// connection's task would keep the whole request path's stack (dispatch, authentication, the endpoint's own
    /// set-up) for every idle client. Static and not generic, so the frame the waiting connection keeps is small.
    static func respondInOwnTask(
        _ dispatcher: RequestDispatcher, to request: Request, route: ResolvedRoute, logger: Logging.Logger
    ) async -> Response {
        await Task { await dispatcher.respond(to: request, route: route, logger: logger) }.value
    }

    /// Answers `request`, which resolved to `route`: a CORS preflight when CORS is on, else the route's response.
    func respond(to request: Request, route: ResolvedRoute, logger: Logging.Logger) async -> Response {
        let method = Self.methodName(request)
        let cors = host.config.cors
        let origin = cors == nil ? nil : request.headers[.origin]
        if let cors, method == "OPTIONS" { return Self.preflight(cors, origin: origin) }
        var response: Response
        do {
            let incoming = try await IncomingRequest.read(request, limits: host.config)
            response = await handle(incoming, route: route, method: method, logger: logger)
        } catch {
            response = HTTPWriter.error(error, context: nil)
        }
        if let cors { Self.allow(cors, origin: origin, in: &response) }
        return response
    }

    // The helpers below are kept out of line: inlined into an async function, their locals would take room in
    // its frame, and a task keeps the room its deepest frames took for as long as it runs (a streaming
    // connection's task, for as long as the stream).

    @inline(never)
    private static func preflight(_ cors: CorsPolicy, origin: String?) -> Response {
        var response = Response(status: .noContent)
        cors.apply(to: &response.headers, origin: origin, preflight: true)
        return response
    }

    @inline(never)
    private static func allow(_ cors: CorsPolicy, origin: String?, in response: inout Response) {
        cors.apply(to: &response.headers, origin: origin, preflight: false)
    }

    private func handle(_ incoming: IncomingRequest, route: ResolvedRoute, method: String, logger: Logging.Logger)
        async -> Response
    {
        let serviceContext = incoming.makeContext(method: method, logger: logger)
        if let resolver = host.authResolver.current {
            serviceContext.session = await resolver(serviceContext)
        }
        do {
            switch route {
            case .notFound(let message):
                throw HttpError(status: 404, message: message)
            case .methodNotAllowed:
                throw HttpError(status: 405, message: "Method \(method) not allowed on \(incoming.path)")
            case .raw(let handler, _, _):
                return HTTPWriter.raw(try await handler(serviceContext), context: serviceContext)
            case .operation(let operation, let pathValues, let batch):
                try await operation.authorize(serviceContext)
                let output =
                    batch
                    ? try await runBatch(operation, incoming: incoming, context: serviceContext)
                    : try await operation.invoke(
                        incoming.bindingValue(pathValues: pathValues), serviceContext)
                return HTTPWriter.success(output, context: serviceContext)
            }
        } catch {
            return failure(error, route: route, incoming: incoming, context: serviceContext, logger: logger)
        }
    }

    /// The response to a request whose service (or binding) threw `error`, logged.
    @inline(never)
    private func failure(
        _ error: any Error, route: ResolvedRoute, incoming: IncomingRequest, context: ServiceContext,
        logger: Logging.Logger
    ) -> Response {
        if InternalErrorDetail.isHidden(error) {
            logger.error("Request failed", metadata: ["error": "\(String(reflecting: error))"])
        } else {
            logger.debug("Request failed", metadata: ["error": "\(error)"])
        }
        let stackTrace =
            host.config.debugMode
            ? DebugStackTrace.describe(error, operation: route.operationName ?? incoming.path, body: incoming.body)
            : nil
        return HTTPWriter.error(error, context: context, stackTrace: stackTrace)
    }

    private func runBatch(_ operation: Operation, incoming: IncomingRequest, context: ServiceContext)
        async throws
        -> OperationOutput
    {
        guard case .array(let items) = try incoming.bodyValue() else {
            throw SerializationError(message: "A batched request must have a JSON array body")
        }
        var parts: [Data] = []
        for item in items {
            switch try await operation.invoke(item, context) {
            case .json(let data): parts.append(data)
            case .noContent: break
            case .raw:
                throw HttpError(status: 400, message: "\(operation.name) writes its own response and cannot be batched")
            }
        }
        if parts.isEmpty, !items.isEmpty { return .noContent }
        var body = Data("[".utf8)
        for (index, part) in parts.enumerated() {
            if index > 0 { body.append(UInt8(ascii: ",")) }
            body.append(part)
        }
        body.append(UInt8(ascii: "]"))
        return .json(body)
    }
}
