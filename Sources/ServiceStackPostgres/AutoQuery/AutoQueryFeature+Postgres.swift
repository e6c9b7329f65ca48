import SQLKit
import ServiceStackAutoQuery

extension AutoQueryFeature {
    /// Creates the feature over a PostgreSQL `database` (`PostgresPool.sql`): the same as passing
    /// `engine: .postgres`. A host that imports both `ServiceStackSQLite` and `ServiceStackPostgres` names the engine.
    public convenience init(
        database: any SQLDatabase, limits: AutoQueryLimits = AutoQueryLimits(), serializesWrites: Bool? = nil
    ) {
        self.init(database: database, engine: .postgres, limits: limits, serializesWrites: serializesWrites)
    }
}
