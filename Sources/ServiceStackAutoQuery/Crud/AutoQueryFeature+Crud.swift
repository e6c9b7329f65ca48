import ServiceStack
import ServiceStackServer

// One overload per AutoQuery CRUD marker and return kind; each checks, when registered, that every
// request property (except `options.ignoredProperties`) names a column of `Table`, and throws
// `AutoQueryConfigurationError` otherwise. Routes without verbs take the operation's verb. The forms with
// `routes:requiresAuth:requiredRoles:` instead of `operation:` are in `+RegisterConveniences`.
extension AutoQueryFeature {
    /// Serves `Request` by inserting a row into `table` (default: `Table`'s type name): the properties it sets are written, an unset primary key is left to the database; it answers `Request.Return` with its `id`, `count` and `result` filled by name.
    public func register<Request>(
        _ type: Request.Type, table: String? = nil, operation: OperationOptions,
        options: CrudOptions<Request> = CrudOptions(), on host: ServiceStackHost
    ) throws
    where
        Request: ICreateDb & IReturn & Codable & SendableMetatype, Request.Table: Decodable,
        Request.Return: SendableMetatype
    {
        try serve(
            Request.self, writing: Request.Table.self, .create, table: table, operation: operation,
            options: options, on: host)
    }

    /// Serves `Request` by inserting a row into `table` (default: `Table`'s type name): the properties it sets are written, an unset primary key is left to the database; it answers 204 No Content.
    public func register<Request>(
        _ type: Request.Type, table: String? = nil, operation: OperationOptions,
        options: CrudOptions<Request> = CrudOptions(), on host: ServiceStackHost
    ) throws
    where Request: ICreateDb & IReturnVoid & Codable & SendableMetatype, Request.Table: Decodable {
        try serveVoid(
            Request.self, writing: Request.Table.self, .create, table: table, operation: operation,
            options: options, on: host)
    }

    /// Serves `Request` by replacing every column it declares of the row its primary key finds (unset properties are written as NULL); an unknown key is a 404; it answers `Request.Return` with its `id`, `count` and `result` filled by name.
    public func register<Request>(
        _ type: Request.Type, table: String? = nil, operation: OperationOptions,
        options: CrudOptions<Request> = CrudOptions(), on host: ServiceStackHost
    ) throws
    where
        Request: IUpdateDb & IReturn & Codable & SendableMetatype, Request.Table: Decodable,
        Request.Return: SendableMetatype
    {
        try serve(
            Request.self, writing: Request.Table.self, .update, table: table, operation: operation,
            options: options, on: host)
    }

    /// Serves `Request` by replacing every column it declares of the row its primary key finds (unset properties are written as NULL); an unknown key is a 404; it answers 204 No Content.
    public func register<Request>(
        _ type: Request.Type, table: String? = nil, operation: OperationOptions,
        options: CrudOptions<Request> = CrudOptions(), on host: ServiceStackHost
    ) throws
    where Request: IUpdateDb & IReturnVoid & Codable & SendableMetatype, Request.Table: Decodable {
        try serveVoid(
            Request.self, writing: Request.Table.self, .update, table: table, operation: operation,
            options: options, on: host)
    }

    /// Serves `Request` by changing only the columns it sets of the row its primary key finds; an unknown key is a 404; it answers `Request.Return` with its `id`, `count` and `result` filled by name.
    public func register<Request>(
        _ type: Request.Type, table: String? = nil, operation: OperationOptions,
        options: CrudOptions<Request> = CrudOptions(), on host: ServiceStackHost
    ) throws
    where
        Request: IPatchDb & IReturn & Codable & SendableMetatype, Request.Table: Decodable,
        Request.Return: SendableMetatype
    {
        try serve(
            Request.self, writing: Request.Table.self, .patch, table: table, operation: operation,
            options: options, on: host)
    }

    /// Serves `Request` by changing only the columns it sets of the row its primary key finds; an unknown key is a 404; it answers 204 No Content.
    public func register<Request>(
        _ type: Request.Type, table: String? = nil, operation: OperationOptions,
        options: CrudOptions<Request> = CrudOptions(), on host: ServiceStackHost
    ) throws
    where Request: IPatchDb & IReturnVoid & Codable & SendableMetatype, Request.Table: Decodable {
        try serveVoid(
            Request.self, writing: Request.Table.self, .patch, table: table, operation: operation,
            options: options, on: host)
    }

    /// Serves `Request` by deleting the rows matching every property it sets (its primary key, or others as equality filters); a request with no condition is a 400, an unknown key a 404; it answers `Request.Return` with its `id`, `count` and `result` filled by name.
    public func register<Request>(
        _ type: Request.Type, table: String? = nil, operation: OperationOptions,
        options: CrudOptions<Request> = CrudOptions(), on host: ServiceStackHost
    ) throws
    where
        Request: IDeleteDb & IReturn & Codable & SendableMetatype, Request.Table: Decodable,
        Request.Return: SendableMetatype
    {
        try serve(
            Request.self, writing: Request.Table.self, .delete, table: table, operation: operation,
            options: options, on: host)
    }

    /// Serves `Request` by deleting the rows matching every property it sets (its primary key, or others as equality filters); a request with no condition is a 400, an unknown key a 404; it answers 204 No Content.
    public func register<Request>(
        _ type: Request.Type, table: String? = nil, operation: OperationOptions,
        options: CrudOptions<Request> = CrudOptions(), on host: ServiceStackHost
    ) throws
    where Request: IDeleteDb & IReturnVoid & Codable & SendableMetatype, Request.Table: Decodable {
        try serveVoid(
            Request.self, writing: Request.Table.self, .delete, table: table, operation: operation,
            options: options, on: host)
    }

    /// Serves `Request` by updating the row its primary key finds, or inserting a row when the key is unset or unknown; it answers `Request.Return` with its `id`, `count` and `result` filled by name.
    public func register<Request>(
        _ type: Request.Type, table: String? = nil, operation: OperationOptions,
        options: CrudOptions<Request> = CrudOptions(), on host: ServiceStackHost
    ) throws
    where
        Request: ISaveDb & IReturn & Codable & SendableMetatype, Request.Table: Decodable,
        Request.Return: SendableMetatype
    {
        try serve(
            Request.self, writing: Request.Table.self, .save, table: table, operation: operation,
            options: options, on: host)
    }

    /// Serves `Request` by updating the row its primary key finds, or inserting a row when the key is unset or unknown; it answers 204 No Content.
    public func register<Request>(
        _ type: Request.Type, table: String? = nil, operation: OperationOptions,
        options: CrudOptions<Request> = CrudOptions(), on host: ServiceStackHost
    ) throws
    where Request: ISaveDb & IReturnVoid & Codable & SendableMetatype, Request.Table: Decodable {
        try serveVoid(
            Request.self, writing: Request.Table.self, .save, table: table, operation: operation,
            options: options, on: host)
    }
}
