/// The table an AutoQuery operation reads and what it knows about it.
struct QuerySource: Sendable {
    /// The table name, emitted only as a quoted identifier.
    let table: String
    /// The columns of the data model (`From`).
    let schema: ModelSchema
    /// The data model's name, for error messages.
    let modelName: String
    /// How the request type combines its filters.
    let term: QueryTerm
    /// The columns selected when the request names no `fields`: those the result type has.
    let defaultColumns: [ColumnSchema]
    /// Filters every query of the source applies, whatever it asks (`CrudBehavior.auditQuery`).
    var ensured: [Filter] = []
}
