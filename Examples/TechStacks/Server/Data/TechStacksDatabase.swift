/// Where the demo keeps its data: an embedded SQLite database (a file, or memory when the path is nil), or one
/// PostgreSQL database that several server instances share.
public enum TechStacksDatabase: Sendable, Equatable {
    case sqlite(path: String?)
    case postgres(url: String)

    /// `postgres://…` (or `postgresql://…`) names PostgreSQL; anything else is a SQLite file's path.
    public init(argument: String) {
        let lowered = argument.lowercased()
        self =
            lowered.hasPrefix("postgres://") || lowered.hasPrefix("postgresql://")
            ? .postgres(url: argument) : .sqlite(path: argument)
    }

    /// Whether other server instances may use the same data (so users, sessions and events must be shared).
    var isShared: Bool {
        if case .postgres = self { return true }
        return false
    }
}
