import Foundation
import SQLKit
import ServiceStackServer

/// A `TokenRevocationStore` in a SQL database: tables `ss_revoked_tokens` and `ss_revoked_sign_ins` (purged once
/// their tokens expired) and `ss_token_cutoff` (one row). A token revoked on one instance is refused by all.
public final class SQLTokenRevocationStore: TokenRevocationStore {
    /// The database the revocations live in.
    public let database: any SQLDatabase
    /// The time revocations expire by.
    public let clock: ServerClock

    static let tokensTable = "ss_revoked_tokens"
    static let signInsTable = "ss_revoked_sign_ins"
    static let cutoffTable = "ss_token_cutoff"
    private static let cutoffRowId: Int64 = 1

    /// Opens the store, creating its tables when missing (safe to run on every start, by every instance); its
    /// revocations are purged once expired by `clock` (give it the auth feature's).
    public init(database: any SQLDatabase, clock: ServerClock = .system) async throws {
        self.database = database
        self.clock = clock
        for table in [Self.tokensTable, Self.signInsTable] {
            try await database.create(table: table).ifNotExists()
                .column("id", type: .text, .primaryKey(autoIncrement: false))
                .column("expires", type: .bigint, .notNull)
                .run()
        }
        try await database.create(table: Self.cutoffTable).ifNotExists()
            .column("id", type: .bigint, .primaryKey(autoIncrement: false))
            .column("issued_before", type: .bigint, .notNull)
            .run()
    }

    public func revoke(tokenId: String, expires: Date) async throws {
        try await record(tokenId, expires: expires, in: Self.tokensTable)
    }

    public func revoke(signInId: String, expires: Date) async throws {
        try await record(signInId, expires: expires, in: Self.signInsTable)
    }

    public func revokeAll(issuedBefore cutoff: Date) async throws {
        try await database.insert(into: Self.cutoffTable).columns("id", "issued_before")
            .values(SQLBind(Self.cutoffRowId), SQLBind(SQLStoreColumns.seconds(cutoff)))
            .onConflict(with: ["id"]) { $0.set(excludedValueOf: "issued_before") }
            .run()
    }

    public func isRevoked(signInId: String) async throws -> Bool {
        try await isRevoked(tokenId: nil, issuedAt: nil, signInId: signInId)
    }

    /// One round trip: a row comes back when any of the three kinds of revocation applies.
    public func isRevoked(tokenId: String?, issuedAt: Date?, signInId: String?) async throws -> Bool {
        let issuedAtSeconds = issuedAt.map(SQLStoreColumns.seconds)
        let query: SQLQueryString = """
            SELECT 1 AS revoked FROM \(ident: Self.tokensTable) WHERE id = \(bind: tokenId) \
            UNION ALL SELECT 1 AS revoked FROM \(ident: Self.signInsTable) WHERE id = \(bind: signInId) \
            UNION ALL SELECT 1 AS revoked FROM \(ident: Self.cutoffTable) WHERE issued_before > \(bind: issuedAtSeconds)
            """
        return try await database.raw(query).first() != nil
    }

    /// Deletes the revocations of tokens that expired anyway; revoking does it too.
    public func purgeExpired() async throws {
        let now = SQLStoreColumns.seconds(clock.now)
        for table in [Self.tokensTable, Self.signInsTable] {
            try await database.delete(from: table).where("expires", .lessThanOrEqual, now).run()
        }
    }

    private func record(_ id: String, expires: Date, in table: String) async throws {
        try await purgeExpired()
        try await database.insert(into: table).columns("id", "expires")
            .values(SQLBind(id), SQLBind(SQLStoreColumns.seconds(expires)))
            .onConflict(with: ["id"]) { $0.set(excludedValueOf: "expires") }
            .run()
    }
}
