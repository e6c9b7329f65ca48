/// What registration learns of an AutoQuery CRUD request, refusing one that cannot be written.
extension CrudTarget {
    /// Request properties ServiceStack never writes unless the table has such a column (`IHasSessionId`,
    /// `IHasBearerToken`, `IHasVersion`).
    private static let transportProperties: Set<String> = ["sessionid", "bearertoken", "version"]

    /// Checks every request property against `Table`'s columns, the primary key and the filled columns.
    static func learn<Request: Decodable, Table: Decodable>(
        _ type: Request.Type, writing rows: Table.Type, _ operation: CrudOperation, table: String?,
        options: CrudOptions<Request>, maxTextLength: Int
    ) throws -> CrudTarget {
        let schema = try AutoQueryFeature.schema(of: Table.self)
        let name = table ?? String(describing: Table.self)
        func refuse(_ problem: String) -> AutoQueryConfigurationError {
            AutoQueryConfigurationError(description: "\(Request.self): \(problem)")
        }
        guard let primaryKey = schema.column(named: options.primaryKey) else {
            throw refuse("\(Table.self) has no primary key column '\(options.primaryKey)' (CrudOptions.primaryKey)")
        }
        let ignored = Set(options.ignoredProperties.map { $0.lowercased() })
        let columns = try AutoQueryFeature.schema(of: Request.self).columns
            .filter { property in
                let name = property.name.lowercased()
                return !ignored.contains(name)
                    && (schema.column(named: name) != nil || !Self.transportProperties.contains(name))
            }
            .map { property in
                guard let column = schema.column(named: property.name), column.kind != .unsupported else {
                    throw refuse(
                        "'\(property.name)' names no scalar column of \(Table.self); "
                            + "leave it out with CrudOptions.ignoredProperties")
                }
                return CrudTarget.RequestColumn(
                    key: property.name.lowercased(), column: column, isOptional: property.isOptional)
            }
        if options.autoApply.contains(.auditQuery) {
            throw refuse("auditQuery applies to queries; register it with the query request")
        }
        if operation == .save, !(options.autoPopulate.isEmpty && options.autoApply.isEmpty) {
            throw refuse("a save fills no columns (autoPopulate, autoApply), as in ServiceStack")
        }
        let populates = try options.populates(for: operation).map { populate in
            guard let column = schema.column(named: populate.column) else {
                throw refuse("it fills '\(populate.column)', which is not a column of \(Table.self)")
            }
            return AutoPopulate(column.name, populate.source)
        }
        var maxTextLengths: [String: Int] = [:]
        for column in schema.columns where column.kind == .text {
            maxTextLengths[column.name.lowercased()] = maxTextLength
        }
        for (name, maximum) in options.maxLengths {
            guard let column = schema.column(named: name), column.kind == .text else {
                throw refuse("maxLengths names '\(name)', which is not a text column of \(Table.self)")
            }
            guard maximum > 0 else { throw refuse("maxLengths gives '\(name)' a length below 1") }
            maxTextLengths[column.name.lowercased()] = maximum
        }
        let target = CrudTarget(
            operation: operation, table: name, schema: schema, primaryKey: primaryKey, requestColumns: columns,
            populates: populates, softDeletes: operation == .delete && options.softDeletes,
            maxTextLengths: maxTextLengths)
        let needsKey = target.effectiveOperation == .update || target.effectiveOperation == .patch
        if needsKey, !columns.contains(where: { $0.column.name == primaryKey.name }) {
            throw refuse("it finds its row by \(primaryKey.name), which it does not declare")
        }
        return target
    }
}
