/// What registration learnt of an AutoQuery CRUD request: the table, the request properties it writes and the
/// columns the server fills. Nothing in it comes from a caller.
struct CrudTarget: Sendable {
    /// A request property that writes (or filters by) a column.
    struct RequestColumn: Sendable {
        /// The property's coding key, lower-cased.
        let key: String
        /// The table's column.
        let column: ColumnSchema
        /// Whether the property is optional: a non-optional default value means unset on patch and delete.
        let isOptional: Bool
    }

    let operation: CrudOperation
    let table: String
    let schema: ModelSchema
    let primaryKey: ColumnSchema
    let requestColumns: [RequestColumn]
    let populates: [AutoPopulate]
    let softDeletes: Bool
    /// The most characters of each text column, by lower-cased column name.
    let maxTextLengths: [String: Int]
    /// Whether anything reads the stored row (a `result` property, a hook); else statements return only the key.
    var returnsRow = true

    /// The operation that runs: a soft delete is a patch of the `deleted*` columns.
    var effectiveOperation: CrudOperation { operation == .delete && softDeletes ? .patch : operation }

    /// The columns every statement returns: the table's, or only the primary key when nobody reads the row.
    var returnedColumns: [String] { returnsRow ? schema.columns.map(\.name) : [primaryKey.name] }

    /// The most characters a value of `column` may have (nil: not a text column).
    func maxLength(of column: ColumnSchema) -> Int? {
        maxTextLengths[column.name.lowercased()]
    }
}
