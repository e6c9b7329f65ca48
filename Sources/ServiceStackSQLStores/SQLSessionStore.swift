import Foundation
import SQLKit
import ServiceStackServer

/// A `SessionStore` in a SQL database: table `ss_sessions`, one row per `ss-id` session, deleted when it ends and
/// purged once expired. Several instances on one database share their sessions.
public final class SQLSessionStore: SessionStore {
    /// The database the sessions live in.
    public let database: any SQLDatabase
    /// The time sessions expire by.
    public let clock: ServerClock

    static let table = "ss_sessions"

    /// Opens the store, creating its table when missing (safe to run on every start, by every instance); its
    /// sessions expire by `clock` (give it the auth feature's).
    public init(database: any SQLDatabase, clock: ServerClock = .system) async throws {
        self.database = database
        self.clock = clock
        try await database.create(table: Self.table).ifNotExists()
            .column("id", type: .text, .primaryKey(autoIncrement: false))
            .column("sign_in_id", type: .text, .notNull)
            .column("expires", type: .bigint, .notNull)
            .column("user_id", type: .text, .notNull)
            .column("user_name", type: .text, .notNull)
            .column("display_name", type: .text, .notNull)
            .column("email", type: .text)
            .column("roles", type: .text, .notNull)
            .column("permissions", type: .text, .notNull)
            .run()
    }

    public func save(_ stored: StoredSession) async throws {
        try await purgeExpired()
        let session = stored.session
        try await database.insert(into: Self.table)
            .columns(
                "id", "sign_in_id", "expires", "user_id", "user_name", "display_name", "email", "roles", "permissions"
            )
            .values(
                SQLBind(stored.id), SQLBind(stored.signInId), SQLBind(SQLStoreColumns.seconds(stored.expires)),
                SQLBind(session.userId), SQLBind(session.userName), SQLBind(session.displayName),
                SQLBind(session.email), SQLBind(try SQLStoreColumns.text(session.roles)),
                SQLBind(try SQLStoreColumns.text(session.permissions))
            )
            .onConflict(with: ["id"]) { conflict in
                ["sign_in_id", "expires", "user_id", "user_name", "display_name", "email", "roles", "permissions"]
                    .reduce(conflict) { $0.set(excludedValueOf: $1) }
            }
            .run()
    }

    public func session(id: String) async throws -> StoredSession? {
        guard SQLStoreColumns.canMatch(id) else { return nil }
        let row = try await database.select().column(SQLLiteral.all).from(Self.table)
            .where("id", .equal, id).where("expires", .greaterThan, SQLStoreColumns.seconds(clock.now)).first()
        return try row.map(Self.session(from:))
    }

    public func end(id: String) async throws -> StoredSession? {
        guard SQLStoreColumns.canMatch(id) else { return nil }
        let row = try await database.delete(from: Self.table).where("id", .equal, id)
            .returning(SQLLiteral.all).first()
        return try row.map(Self.session(from:))
    }

    /// Deletes the sessions that expired; saving a session does it too.
    public func purgeExpired() async throws {
        try await database.delete(from: Self.table)
            .where("expires", .lessThanOrEqual, SQLStoreColumns.seconds(clock.now)).run()
    }

    private static func session(from row: any SQLRow) throws -> StoredSession {
        StoredSession(
            id: try row.decode(column: "id", as: String.self),
            session: AuthSession(
                userId: try row.decode(column: "user_id", as: String.self),
                userName: try row.decode(column: "user_name", as: String.self),
                displayName: try row.decode(column: "display_name", as: String.self),
                email: try row.decode(column: "email", as: String?.self),
                roles: try SQLStoreColumns.names(row.decode(column: "roles", as: String.self)),
                permissions: try SQLStoreColumns.names(row.decode(column: "permissions", as: String.self))),
            signInId: try row.decode(column: "sign_in_id", as: String.self),
            expires: SQLStoreColumns.date(try row.decode(column: "expires", as: Int64.self)))
    }
}
