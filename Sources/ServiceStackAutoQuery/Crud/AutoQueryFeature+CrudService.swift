import ServiceStack
import ServiceStackServer
import ServiceStackWire

extension AutoQueryFeature {
    /// Registers a CRUD request that returns `Request.Return`, filled by property name from the write.
    func serve<Request, Table: Decodable>(
        _ type: Request.Type, writing rows: Table.Type, _ kind: CrudOperation, table: String?,
        operation: OperationOptions, options: CrudOptions<Request>, on host: ServiceStackHost
    ) throws where Request: IReturn & Codable & SendableMetatype, Request.Return: SendableMetatype {
        let shape: CrudResponseShape
        do {
            shape = try CrudResponseShape(Request.Return.self, reader: JsvReader(limits: host.config.jsvLimits))
        } catch {
            throw AutoQueryConfigurationError(
                description: "Cannot learn the properties of \(Request.Return.self): \(error)")
        }
        let service = try crudService(
            Request.self, writing: Table.self, kind, table: table, options: options,
            readsRow: shape.resultKey != nil)
        let written = service.target.effectiveOperation
        host.register(Request.self, operation: Self.verbed(operation, kind)) { request, context in
            let outcome = try await service.write(request, context: context)
            return try shape.response(Request.Return.self, for: outcome, operation: written)
        }
    }

    /// Registers a CRUD request that answers 204 No Content.
    func serveVoid<Request, Table: Decodable>(
        _ type: Request.Type, writing rows: Table.Type, _ kind: CrudOperation, table: String?,
        operation: OperationOptions, options: CrudOptions<Request>, on host: ServiceStackHost
    ) throws where Request: IReturnVoid & Codable & SendableMetatype {
        let service = try crudService(
            Request.self, writing: Table.self, kind, table: table, options: options, readsRow: false)
        host.register(Request.self, operation: Self.verbed(operation, kind)) { request, context in
            _ = try await service.write(request, context: context)
        }
    }

    /// Custom routes without verbs take the operation's verb, so one path can serve several operations.
    private static func verbed(_ operation: OperationOptions, _ kind: CrudOperation) -> OperationOptions {
        var verbed = operation
        verbed.routes = operation.routes.map { $0.verbs.isEmpty ? Route($0.path, verbs: kind.verb) : $0 }
        return verbed
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
