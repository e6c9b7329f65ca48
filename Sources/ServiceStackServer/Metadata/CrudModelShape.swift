import ServiceStack

/// The AutoQuery CRUD interface a request adopts (`ICreateDb<Table>`...), read from its type alone: metadata lists
/// it in `implements` (`` ICreateDb`1 `` with the table as generic argument) and names the table as `dataModel`,
/// whichever handler serves the request.
struct CrudModelShape {
    /// The .NET name of the interface, e.g. `` ICreateDb`1 ``.
    let interfaceName: String
    /// The table type the request writes.
    let tableType: Any.Type

    /// The shapes of a request type, in ServiceStack's order (a type may adopt more than one).
    static func of(_ type: Any.Type) -> [CrudModelShape] {
        var shapes: [CrudModelShape] = []
        if let crud = type as? any ICreateDb.Type { shapes.append(.init("ICreateDb`1", createTable(crud))) }
        if let crud = type as? any IUpdateDb.Type { shapes.append(.init("IUpdateDb`1", updateTable(crud))) }
        if let crud = type as? any IPatchDb.Type { shapes.append(.init("IPatchDb`1", patchTable(crud))) }
        if let crud = type as? any IDeleteDb.Type { shapes.append(.init("IDeleteDb`1", deleteTable(crud))) }
        if let crud = type as? any ISaveDb.Type { shapes.append(.init("ISaveDb`1", saveTable(crud))) }
        return shapes
    }

    private init(_ interfaceName: String, _ tableType: Any.Type) {
        self.interfaceName = interfaceName
        self.tableType = tableType
    }

    private static func createTable<Request: ICreateDb>(_: Request.Type) -> Any.Type { Request.Table.self }
    private static func updateTable<Request: IUpdateDb>(_: Request.Type) -> Any.Type { Request.Table.self }
    private static func patchTable<Request: IPatchDb>(_: Request.Type) -> Any.Type { Request.Table.self }
    private static func deleteTable<Request: IDeleteDb>(_: Request.Type) -> Any.Type { Request.Table.self }
    private static func saveTable<Request: ISaveDb>(_: Request.Type) -> Any.Type { Request.Table.self }
}
