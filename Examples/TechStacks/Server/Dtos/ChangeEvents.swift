import ServiceStack

/// What happened to a row, in a change event.
enum ChangeAction: String, Codable, CaseIterable, Sendable {
    case created, updated, deleted
}

/// Published as `cmd.TechnologyChanged` on the `techstacks` channel after a technology is written.
final class TechnologyChanged: Codable {
    var action: ChangeAction?
    var id: Int?
    var slug: String?
    /// The user who made the change.
    var changedBy: String?
    /// The row as stored now; for a deletion, as it was.
    var technology: Technology?
}

/// Published as `cmd.TechnologyStackChanged` on the `techstacks` channel after a stack is written.
final class TechnologyStackChanged: Codable {
    var action: ChangeAction?
    var id: Int?
    var slug: String?
    /// The user who made the change.
    var changedBy: String?
    /// The row as stored now; for a deletion, as it was.
    var stack: TechnologyStack?
}
