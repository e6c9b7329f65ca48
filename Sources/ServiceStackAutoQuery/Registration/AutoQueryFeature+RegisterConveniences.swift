import ServiceStack
import ServiceStackServer

// The `register` forms with the operation's routes and auth as separate arguments: each builds the
// `OperationOptions` the full form takes (`AutoQueryFeature+Register.swift`, `AutoQueryFeature+Crud.swift`).
extension AutoQueryFeature {
    /// Serves `Request` (a `QueryDb<Model>`) from `table` (default: the model's type name) at `routes` on `host`.
    public func register<Request, Model>(
        _ type: Request.Type, table: String? = nil, routes: [Route] = [], autoApply: [CrudBehavior] = [],
        on host: ServiceStackHost
    ) throws
    where
        Request: QueryDb<Model> & IReturn, Request.Return == QueryResponse<Model>,
        Request: SendableMetatype, Model: SendableMetatype
    {
        try register(
            Request.self, table: table, operation: OperationOptions(routes: routes), autoApply: autoApply, on: host)
    }

    /// Serves `Request` (a `QueryDb2<From, Into>`) from `table` (default: `From`'s type name) at `routes` on `host`.
    public func register<Request, From, Into>(
        _ type: Request.Type, table: String? = nil, routes: [Route] = [], autoApply: [CrudBehavior] = [],
        on host: ServiceStackHost
    ) throws
    where
        Request: QueryDb2<From, Into> & IReturn, Request.Return == QueryResponse<Into>,
        Request: SendableMetatype, Into: SendableMetatype
    {
        try register(
            Request.self, table: table, operation: OperationOptions(routes: routes), autoApply: autoApply, on: host)
    }

    /// Serves `Request` by inserting a row, answering `Request.Return`, at `routes` on `host`.
    public func register<Request>(
        _ type: Request.Type, table: String? = nil, routes: [Route] = [], requiresAuth: Bool = false,
        requiredRoles: [String] = [], options: CrudOptions<Request> = CrudOptions(), on host: ServiceStackHost
    ) throws
    where
        Request: ICreateDb & IReturn & Codable & SendableMetatype, Request.Table: Decodable,
        Request.Return: SendableMetatype
    {
        try register(
            Request.self, table: table,
            operation: .init(routes: routes, requiresAuth: requiresAuth, requiredRoles: requiredRoles),
            options: options, on: host)
    }

    /// Serves `Request` by inserting a row, answering 204 No Content, at `routes` on `host`.
    public func register<Request>(
        _ type: Request.Type, table: String? = nil, routes: [Route] = [], requiresAuth: Bool = false,
        requiredRoles: [String] = [], options: CrudOptions<Request> = CrudOptions(), on host: ServiceStackHost
    ) throws
    where Request: ICreateDb & IReturnVoid & Codable & SendableMetatype, Request.Table: Decodable {
        try register(
            Request.self, table: table,
            operation: .init(routes: routes, requiresAuth: requiresAuth, requiredRoles: requiredRoles),
            options: options, on: host)
    }

    /// Serves `Request` by replacing the row its primary key finds, answering `Request.Return`, at `routes` on `host`.
    public func register<Request>(
        _ type: Request.Type, table: String? = nil, routes: [Route] = [], requiresAuth: Bool = false,
        requiredRoles: [String] = [], options: CrudOptions<Request> = CrudOptions(), on host: ServiceStackHost
    ) throws
    where
        Request: IUpdateDb & IReturn & Codable & SendableMetatype, Request.Table: Decodable,
        Request.Return: SendableMetatype
    {
        try register(
            Request.self, table: table,
            operation: .init(routes: routes, requiresAuth: requiresAuth, requiredRoles: requiredRoles),
            options: options, on: host)
    }

    /// Serves `Request` by replacing the row its primary key finds, answering 204 No Content, at `routes` on `host`.
    public func register<Request>(
        _ type: Request.Type, table: String? = nil, routes: [Route] = [], requiresAuth: Bool = false,
        requiredRoles: [String] = [], options: CrudOptions<Request> = CrudOptions(), on host: ServiceStackHost
    ) throws
    where Request: IUpdateDb & IReturnVoid & Codable & SendableMetatype, Request.Table: Decodable {
        try register(
            Request.self, table: table,
            operation: .init(routes: routes, requiresAuth: requiresAuth, requiredRoles: requiredRoles),
            options: options, on: host)
    }

    /// Serves `Request` by changing the columns it sets of the row its primary key finds, answering `Request.Return`, at `routes` on `host`.
    public func register<Request>(
        _ type: Request.Type, table: String? = nil, routes: [Route] = [], requiresAuth: Bool = false,
        requiredRoles: [String] = [], options: CrudOptions<Request> = CrudOptions(), on host: ServiceStackHost
    ) throws
    where
        Request: IPatchDb & IReturn & Codable & SendableMetatype, Request.Table: Decodable,
        Request.Return: SendableMetatype
    {
        try register(
            Request.self, table: table,
            operation: .init(routes: routes, requiresAuth: requiresAuth, requiredRoles: requiredRoles),
            options: options, on: host)
    }

    /// Serves `Request` by changing the columns it sets of the row its primary key finds, answering 204 No Content, at `routes` on `host`.
    public func register<Request>(
        _ type: Request.Type, table: String? = nil, routes: [Route] = [], requiresAuth: Bool = false,
        requiredRoles: [String] = [], options: CrudOptions<Request> = CrudOptions(), on host: ServiceStackHost
    ) throws
    where Request: IPatchDb & IReturnVoid & Codable & SendableMetatype, Request.Table: Decodable {
        try register(
            Request.self, table: table,
            operation: .init(routes: routes, requiresAuth: requiresAuth, requiredRoles: requiredRoles),
            options: options, on: host)
    }

    /// Serves `Request` by deleting the rows it matches, answering `Request.Return`, at `routes` on `host`.
    public func register<Request>(
        _ type: Request.Type, table: String? = nil, routes: [Route] = [], requiresAuth: Bool = false,
        requiredRoles: [String] = [], options: CrudOptions<Request> = CrudOptions(), on host: ServiceStackHost
    ) throws
    where
        Request: IDeleteDb & IReturn & Codable & SendableMetatype, Request.Table: Decodable,
        Request.Return: SendableMetatype
    {
        try register(
            Request.self, table: table,
            operation: .init(routes: routes, requiresAuth: requiresAuth, requiredRoles: requiredRoles),
            options: options, on: host)
    }

    /// Serves `Request` by deleting the rows it matches, answering 204 No Content, at `routes` on `host`.
    public func register<Request>(
        _ type: Request.Type, table: String? = nil, routes: [Route] = [], requiresAuth: Bool = false,
        requiredRoles: [String] = [], options: CrudOptions<Request> = CrudOptions(), on host: ServiceStackHost
    ) throws
    where Request: IDeleteDb & IReturnVoid & Codable & SendableMetatype, Request.Table: Decodable {
        try register(
            Request.self, table: table,
            operation: .init(routes: routes, requiresAuth: requiresAuth, requiredRoles: requiredRoles),
            options: options, on: host)
    }

    /// Serves `Request` by updating or inserting a row, answering `Request.Return`, at `routes` on `host`.
    public func register<Request>(
        _ type: Request.Type, table: String? = nil, routes: [Route] = [], requiresAuth: Bool = false,
        requiredRoles: [String] = [], options: CrudOptions<Request> = CrudOptions(), on host: ServiceStackHost
    ) throws
    where
        Request: ISaveDb & IReturn & Codable & SendableMetatype, Request.Table: Decodable,
        Request.Return: SendableMetatype
    {
        try register(
            Request.self, table: table,
            operation: .init(routes: routes, requiresAuth: requiresAuth, requiredRoles: requiredRoles),
            options: options, on: host)
    }

    /// Serves `Request` by updating or inserting a row, answering 204 No Content, at `routes` on `host`.
    public func register<Request>(
        _ type: Request.Type, table: String? = nil, routes: [Route] = [], requiresAuth: Bool = false,
        requiredRoles: [String] = [], options: CrudOptions<Request> = CrudOptions(), on host: ServiceStackHost
    ) throws
    where Request: ISaveDb & IReturnVoid & Codable & SendableMetatype, Request.Table: Decodable {
        try register(
            Request.self, table: table,
            operation: .init(routes: routes, requiresAuth: requiresAuth, requiredRoles: requiredRoles),
            options: options, on: host)
    }
}
