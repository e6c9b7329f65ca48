/// ServiceStack's generic CRUD behaviours (`[AutoApply(Behavior.…)]`), over `AuditBase`'s columns.
public enum CrudBehavior: String, Sendable, CaseIterable {
    /// A query leaves out soft-deleted rows (`deletedDate` set), whatever its filters; queries only.
    case auditQuery
    /// Fills `createdDate`, `createdBy`, `modifiedDate` and `modifiedBy`.
    case auditCreate
    /// Fills `modifiedDate` and `modifiedBy`.
    case auditModify
    /// Fills `deletedDate` and `deletedBy` on the rows a delete removes, just before it removes them.
    case auditDelete
    /// Fills `deletedDate` and `deletedBy` and keeps the row: the delete becomes an update.
    case auditSoftDelete

    /// The columns the behaviour fills, with the caller's user name, as ServiceStack's audit filter does.
    var populates: [AutoPopulate] {
        switch self {
        case .auditCreate:
            Self.stamp("created") + Self.stamp("modified")
        case .auditModify:
            Self.stamp("modified")
        case .auditDelete, .auditSoftDelete:
            Self.stamp("deleted")
        case .auditQuery:
            []
        }
    }

    private static func stamp(_ prefix: String) -> [AutoPopulate] {
        [AutoPopulate(prefix + "Date", .utcNow), AutoPopulate(prefix + "By", .userAuthName)]
    }
}
