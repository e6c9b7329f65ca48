/// The write an AutoQuery CRUD request performs, chosen by its marker protocol.
public enum CrudOperation: String, Sendable, CaseIterable {
    /// `ICreateDb`: inserts one row.
    case create
    /// `IUpdateDb`: replaces every column the request exposes of the row found by primary key.
    case update
    /// `IPatchDb`: changes only the columns the request sets of the row found by primary key.
    case patch
    /// `IDeleteDb`: deletes rows (or soft-deletes them, with `CrudBehavior.auditSoftDelete`).
    case delete
    /// `ISaveDb`: inserts a row, or updates the row its primary key names.
    case save

    /// The HTTP verb ServiceStack's clients send the operation with.
    public var verb: String {
        switch self {
        case .create, .save: "POST"
        case .update: "PUT"
        case .patch: "PATCH"
        case .delete: "DELETE"
        }
    }
}
