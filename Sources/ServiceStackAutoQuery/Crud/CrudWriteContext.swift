import SQLKit
import ServiceStack
import ServiceStackServer
import ServiceStackWire

/// What a `beforeWrite` hook knows of the write about to happen.
public struct CrudWriteContext<Request> {
    /// The operation (a soft delete is `.delete`).
    public let operation: CrudOperation
    /// The bound request DTO.
    public let request: Request
    /// The table written.
    public let table: String
    /// The HTTP request: the caller's session, the logger.
    public let context: ServiceContext
}

/// What a write did, for the `afterWrite` and `afterCommit` hooks.
public struct CrudOutcome<Request> {
    /// The operation (a soft delete is `.delete`).
    public let operation: CrudOperation
    /// The bound request DTO.
    public let request: Request
    /// The table written.
    public let table: String
    /// The HTTP request: the caller's session, the logger.
    public let context: ServiceContext
    /// In `afterWrite`, the database session of the write's transaction: statements run on it are part of the
    /// write. In `afterCommit`, the feature's database.
    public internal(set) var database: any SQLDatabase
    /// The primary key of the row written (for a delete by filters, nil).
    public var id: WireValue?
    /// How many rows the write affected.
    public var count: Int
    /// The row as stored after the write; for a delete, the row before it (when exactly one was deleted).
    /// Keys added here reach the response's `result`.
    public var row: CrudRow?
}
