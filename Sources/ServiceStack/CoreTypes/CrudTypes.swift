import Foundation

/// A request DTO that inserts one row of `Table` (AutoQuery CRUD). Sent with HTTP POST.
///
/// A server written with `ServiceStackAutoQuery` serves such a request with no handler code: the request's
/// properties that name columns of `Table` are written.
public protocol ICreateDb<Table>: IPost {
    /// The data model (table) the request writes.
    associatedtype Table
}

/// A request DTO that replaces every column it names of one `Table` row, found by primary key (AutoQuery
/// CRUD). Sent with HTTP PUT.
public protocol IUpdateDb<Table>: IPut {
    /// The data model (table) the request writes.
    associatedtype Table
}

/// A request DTO that changes only the columns it sets of one `Table` row, found by primary key (AutoQuery
/// CRUD). Sent with HTTP PATCH.
public protocol IPatchDb<Table>: IPatch {
    /// The data model (table) the request writes.
    associatedtype Table
}

/// A request DTO that deletes `Table` rows, by primary key or by the properties it sets (AutoQuery CRUD).
/// Sent with HTTP DELETE.
public protocol IDeleteDb<Table>: IDelete {
    /// The data model (table) the request deletes from.
    associatedtype Table
}

/// A request DTO that inserts a `Table` row, or updates it when its primary key names an existing one
/// (AutoQuery CRUD). Sent with HTTP POST.
public protocol ISaveDb<Table>: IPost {
    /// The data model (table) the request writes.
    associatedtype Table
}

/// The response of a write that reports the affected row's primary key as text.
open class IdResponse: Codable {
    /// The primary key of the row written.
    public var id: String?
    /// The error, if the write failed.
    public var responseStatus: ResponseStatus?

    /// Creates an empty response.
    public required init() {}
}
