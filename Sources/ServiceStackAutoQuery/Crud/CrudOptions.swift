/// How an AutoQuery CRUD request is written: its primary key, the properties it leaves out, the columns the
/// server fills, and hooks around the write.
public struct CrudOptions<Request>: Sendable {
    /// Changes the column values about to be written (or, for a delete, the filters), or refuses the write by
    /// throwing. Runs after `autoPopulate`/`autoApply`, before the transaction starts.
    public typealias BeforeWrite = @Sendable (inout CrudRow, CrudWriteContext<Request>) async throws -> Void
    /// Runs inside the write's transaction, after its statements: `outcome.database` joins the transaction,
    /// and keys added to `outcome.row` reach the response's `result`. A thrown error rolls the write back.
    public typealias AfterWrite = @Sendable (inout CrudOutcome<Request>) async throws -> Void
    /// Runs after the transaction committed; never for a write that was rolled back.
    public typealias AfterCommit = @Sendable (CrudOutcome<Request>) async -> Void

    /// The primary-key column of the table, matched without regard to case (`id`).
    public var primaryKey: String
    /// Request properties that are never written nor checked against the table (ServiceStack's `[AutoIgnore]`).
    public var ignoredProperties: Set<String>
    /// The most characters (Unicode scalars) a text column takes, by column name (case-insensitive); a column
    /// not listed takes `AutoQueryLimits.maxTextLength`. A longer value is a 400 (`MaximumLength`) naming it.
    public var maxLengths: [String: Int]
    /// Columns the server fills on create, update, patch and delete (not on save, as in ServiceStack).
    public var autoPopulate: [AutoPopulate]
    /// Generic behaviours: audit columns, soft delete.
    public var autoApply: [CrudBehavior]
    /// See ``BeforeWrite``.
    public var beforeWrite: BeforeWrite?
    /// See ``AfterWrite``.
    public var afterWrite: AfterWrite?
    /// See ``AfterCommit``.
    public var afterCommit: AfterCommit?

    /// Creates the options; by default the primary key is `id` and nothing else happens.
    public init(
        primaryKey: String = "id", ignoredProperties: Set<String> = [], maxLengths: [String: Int] = [:],
        autoPopulate: [AutoPopulate] = [], autoApply: [CrudBehavior] = [], beforeWrite: BeforeWrite? = nil,
        afterWrite: AfterWrite? = nil, afterCommit: AfterCommit? = nil
    ) {
        self.primaryKey = primaryKey
        self.ignoredProperties = ignoredProperties
        self.maxLengths = maxLengths
        self.autoPopulate = autoPopulate
        self.autoApply = autoApply
        self.beforeWrite = beforeWrite
        self.afterWrite = afterWrite
        self.afterCommit = afterCommit
    }

    /// Whether deletes keep the row and fill its `deleted*` columns instead.
    var softDeletes: Bool { autoApply.contains(.auditSoftDelete) }

    /// Every column filled for `operation`: the behaviours' audit columns, then `autoPopulate` (which wins).
    func populates(for operation: CrudOperation) -> [AutoPopulate] {
        guard operation != .save else { return [] }
        return autoApply.flatMap(\.populates) + autoPopulate
    }
}
