import ServiceStack
import ServiceStackServer
import ServiceStackWire

extension AutoQueryFeature {
    /// Registers a CRUD request that returns `Request.Return`, filled by property name from the write.
    func serve<Request, Table: Decodable>(
        _ type: Request.Type, writing rows: Table.Type, operation: CrudOperation, table: String?, routes: [Route],
        requiresAuth: Bool, requiredRoles: [String], options: CrudOptions<Request>, on host: ServiceStackHost
    ) throws where Request: IReturn & Codable & SendableMetatype, Request.Return: SendableMetatype {
        let shape: CrudResponseShape
        do {
            shape = try CrudResponseShape(Request.Return.self, reader: JsvReader(limits: host.config.jsvLimits))
        } catch {
            throw AutoQueryConfigurationError(
                description: "Cannot learn the properties of \(Request.Return.self): \(error)")
        }
        let service = try crudService(
            Request.self, writing: Table.self, operation, table: table, options: options,
            readsRow: shape.resultKey != nil)
        let written = service.target.effectiveOperation
        host.register(
            Request.self, routes: Self.routes(routes, operation: operation), requiresAuth: requiresAuth,
            requiredRoles: requiredRoles
        ) { request, context in
            let outcome = try await service.write(request, context: context)
            return try shape.response(Request.Return.self, for: outcome, operation: written)
        }
    }

    /// Registers a CRUD request that answers 204 No Content.
    func serveVoid<Request, Table: Decodable>(
        _ type: Request.Type, writing rows: Table.Type, operation: CrudOperation, table: String?, routes: [Route],
        requiresAuth: Bool, requiredRoles: [String], options: CrudOptions<Request>, on host: ServiceStackHost
    ) throws where Request: IReturnVoid & Codable & SendableMetatype {
        let service = try crudService(
            Request.self, writing: Table.self, operation, table: table, options: options, readsRow: false)
        host.register(
            Request.self, routes: Self.routes(routes, operation: operation), requiresAuth: requiresAuth,
            requiredRoles: requiredRoles
        ) { request, context in
            _ = try await service.write(request, context: context)
        }
    }

    /// Custom routes without verbs take the operation's verb, so one path can serve several operations.
    private static func routes(_ routes: [Route], operation: CrudOperation) -> [Route] {
        routes.map { $0.verbs.isEmpty ? Route($0.path, verbs: operation.verb) : $0 }
    }

    /// Checks the request against the table and learns what to write; `readsRow` when the response has a `result`.
    private func crudService<Request: Codable & SendableMetatype, Table: Decodable>(
        _ type: Request.Type, writing rows: Table.Type, _ operation: CrudOperation, table: String?,
        options: CrudOptions<Request>, readsRow: Bool
    ) throws -> CrudService<Request> {
        var target = try CrudTarget.learn(
            Request.self, writing: Table.self, operation, table: table, options: options,
            maxTextLength: limits.maxTextLength)
        target.returnsRow = readsRow || options.afterWrite != nil || options.afterCommit != nil
        return CrudService(target: target, options: options, transactions: writes)
    }
}
