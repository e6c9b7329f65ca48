import SQLKit
import ServiceStackAutoQuery

extension AutoQueryFeature {
    /// Creates the feature over a SQLite `database` (`connection.sql()`): the same as passing `engine: .sqlite`.
    /// A host that imports both `ServiceStackSQLite` and `ServiceStackPostgres` names the engine.
    public convenience init(
        database: any SQLDatabase, limits: AutoQueryLimits = AutoQueryLimits(), serializesWrites: Bool? = nil
    ) {
        self.init(database: database, engine: .sqlite, limits: limits, serializesWrites: serializesWrites)
    }
}
