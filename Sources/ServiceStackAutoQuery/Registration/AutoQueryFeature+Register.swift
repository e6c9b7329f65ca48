import Logging
import ServiceStack
import ServiceStackServer

extension AutoQueryFeature {
    /// Serves `Request` (a `QueryDb<Model>`) from `table` (default: the model's type name) on `host`, at the
    /// routes and with the auth `operation` gives. `autoApply: [.auditQuery]` leaves soft-deleted rows out of every
    /// answer.
    ///
    /// Throws `AutoQueryConfigurationError` when the model's columns cannot be learnt, or a property
    /// of the request names no field of the model through a convention.
    public func register<Request, Model>(
        _ type: Request.Type, table: String? = nil, operation: OperationOptions, autoApply: [CrudBehavior] = [],
        on host: ServiceStackHost
    ) throws
    where
        Request: QueryDb<Model> & IReturn, Request.Return == QueryResponse<Model>,
        Request: SendableMetatype, Model: SendableMetatype
    {
        let schema = try Self.schema(of: Model.self)
        let source = QuerySource(
            table: table ?? String(describing: Model.self), schema: schema,
            modelName: String(describing: Model.self), term: Self.term(of: Request.self),
            defaultColumns: schema.columns, ensured: try Self.ensured(autoApply, schema: schema, request: Request.self))
        try add(Request.self, rows: Model.self, source: source, operation: operation, on: host)
    }

    /// Serves `Request` (a `QueryDb2<From, Into>`) from `table` (default: `From`'s type name) on `host`, at the
    /// routes and with the auth `operation` gives: it filters `From` and returns `Into` rows, filled from the `From`
    /// columns of the same name. `autoApply: [.auditQuery]` leaves soft-deleted rows out of every answer.
    public func register<Request, From, Into>(
        _ type: Request.Type, table: String? = nil, operation: OperationOptions, autoApply: [CrudBehavior] = [],
        on host: ServiceStackHost
    ) throws
    where
        Request: QueryDb2<From, Into> & IReturn, Request.Return == QueryResponse<Into>,
        Request: SendableMetatype, Into: SendableMetatype
    {
        let schema = try Self.schema(of: From.self)
        let view = try Self.schema(of: Into.self)
        let shared = schema.columns.filter { view.column(named: $0.name) != nil }
        guard !shared.isEmpty else {
            throw AutoQueryConfigurationError(
                description: "\(Into.self) has no property named like a column of \(From.self)")
        }
        let source = QuerySource(
            table: table ?? String(describing: From.self), schema: schema,
            modelName: String(describing: From.self), term: Self.term(of: Request.self), defaultColumns: shared,
            ensured: try Self.ensured(autoApply, schema: schema, request: Request.self))
        try add(Request.self, rows: Into.self, source: source, operation: operation, on: host)
    }

    private func add<Request: QueryBase & IReturn, Row: Codable & SendableMetatype>(
        _ type: Request.Type, rows: Row.Type, source: QuerySource, operation: OperationOptions,
        on host: ServiceStackHost
    ) throws where Request.Return == QueryResponse<Row>, Request: SendableMetatype {
        let declaredKeys = try Self.declaredKeys(of: Request.self, source: source)
        let executor = QueryExecutor(database: database)
        let limits = self.limits
        let engine = self.engine
        host.register(Request.self, operation: operation) { request, context in
            let arguments = try RequestArguments.collect(request, declaredKeys: declaredKeys, context: context)
            let plan = try QueryPlan.make(request, arguments: arguments, source: source, limits: limits)
            do {
                return try await Self.run(plan, from: source, rows: Row.self, executor: executor)
            } catch is CancellationError {
                throw CancellationError()
            } catch {
                if let violation = ConstraintViolation(error, schema: source.schema, operation: nil, engine: engine),
                    violation.kind == .valueTooLarge
                {
                    throw violation
                }
                context.logger.error("AutoQuery \(Request.self) failed: \(String(reflecting: error))")
                throw QueryFailure(error, engine: engine)
            }
        }
    }

    private static func run<Row: Codable>(
        _ plan: QueryPlan, from source: QuerySource, rows: Row.Type, executor: QueryExecutor
    ) async throws -> QueryResponse<Row> {
        let response = QueryResponse<Row>()
        response.offset = plan.offset ?? 0
        response.results = try await executor.rows(plan, from: source).map {
            try ModelRowDecoder.decode(Row.self, from: $0)
        }
        response.total = plan.includeTotal ? try await executor.total(plan, from: source) : 0
        return response
    }

    static func schema<T: Decodable>(of type: T.Type) throws -> ModelSchema {
        do {
            return try ModelSchema.of(type)
        } catch {
            throw AutoQueryConfigurationError(description: "Cannot learn the columns of \(type): \(error)")
        }
    }

    /// The filters `autoApply` adds to every query: `deletedDate IS NULL` for `.auditQuery`.
    private static func ensured(_ behaviors: [CrudBehavior], schema: ModelSchema, request: Any.Type) throws
        -> [Filter]
    {
        try behaviors.map { behavior in
            guard behavior == .auditQuery, let column = schema.column(named: "deletedDate") else {
                throw AutoQueryConfigurationError(
                    description: "\(request): a query applies only auditQuery, over a deletedDate column")
            }
            return Filter(column: column, op: .isNull, values: [])
        }
    }

    private static func term(of type: Any.Type) -> QueryTerm {
        (type as? any QueryTermProviding.Type)?.queryTerm ?? .and
    }

    /// The request's property names, lower-cased, after checking each names a filter.
    private static func declaredKeys<Request: QueryBase>(of type: Request.Type, source: QuerySource) throws
        -> Set<String>
    {
        let keys = try schema(of: type).columns.map { $0.name }
        for key in keys where !RequestArguments.queryBaseKeys.contains(key.lowercased()) {
            guard QueryConventions.match(key, in: source.schema) != nil else {
                throw AutoQueryConfigurationError(
                    description: "\(type).\(key) names no field of \(source.modelName), directly or by a convention")
            }
        }
        return Set(keys.map { $0.lowercased() })
    }
}
