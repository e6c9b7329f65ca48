import SQLKit
import ServiceStackServer

/// An `ApiKeyStore` in a SQL database: table `ss_api_keys`, each key with the user name it acts as.
public final class SQLApiKeyStore: ApiKeyStore {
    /// The database the keys live in.
    public let database: any SQLDatabase

    static let table = "ss_api_keys"

    /// Opens the store, creating its table when missing (safe to run on every start, by every instance).
    public init(database: any SQLDatabase) async throws {
        self.database = database
        try await database.create(table: Self.table).ifNotExists()
            .column("api_key", type: .text, .primaryKey(autoIncrement: false))
            .column("user_name", type: .text, .notNull)
            .run()
    }

    /// Adds `apiKey`, or gives an existing key its user.
    public func save(_ apiKey: ApiKey) async throws {
        try await database.insert(into: Self.table).columns("api_key", "user_name")
            .values(SQLBind(apiKey.key), SQLBind(apiKey.userName))
            .onConflict(with: ["api_key"]) { $0.set(excludedValueOf: "user_name") }
            .run()
    }

    /// Deletes the key `key`; requests presenting it are refused from then on.
    public func remove(key: String) async throws {
        try await database.delete(from: Self.table).where("api_key", .equal, key).run()
    }

    public func apiKey(_ key: String) async throws -> ApiKey? {
        guard SQLStoreColumns.canMatch(key) else { return nil }
        guard
            let row = try await database.select().column("user_name").from(Self.table)
                .where("api_key", .equal, key).first()
        else { return nil }
        return ApiKey(key: key, userName: try row.decode(column: "user_name", as: String.self))
    }
}
