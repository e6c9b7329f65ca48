import Foundation
import PostgresTestSupport
import SQLKit
import ServiceStackSQLStores
import ServiceStackServer
import Testing

/// Every `UserStore` finds users by user name or email (any case) and by id, with their roles and a bcrypt hash;
/// every `ApiKeyStore` finds its keys. In memory, and the SQL stores on SQLite and PostgreSQL.
@Suite struct UserAndApiKeyStoreTests {
    @Test func inMemory() async throws {
        let users = InMemoryUserStore(passwordHashCost: 4)
        try await Self.checkUsers(users) {
            try users.addUser(userName: $0, password: "pass-\($0)", email: $1, roles: $2)
        }
        let keys = InMemoryApiKeyStore([ApiKey(key: "ak-1", userName: "ann")])
        try await Self.checkApiKeys(keys) { keys.save($0) }
    }

    @Test func sqlite() async throws {
        try await StoreDatabases.withSQLite(Self.checkSQLStores)
    }

    @Test(.enabled(if: PostgresTestServer.isAvailable, Comment(rawValue: PostgresTestServer.skipReason)))
    func postgres() async throws {
        try await StoreDatabases.withPostgres(Self.checkSQLStores)
    }

    private static func checkSQLStores(_ database: any SQLDatabase) async throws {
        let users = try await SQLUserStore(database: database, passwordHashCost: 4)
        try await checkUsers(users) {
            try await users.addUser(userName: $0, password: "pass-\($0)", email: $1, roles: $2)
        }
        let reopened = try await SQLUserStore(database: database, passwordHashCost: 4)
        #expect(try await reopened.user(withUserNameOrEmail: "ann")?.roles == ["Manager", "Writer"])

        let keys = try await SQLApiKeyStore(database: database)
        try await keys.save(ApiKey(key: "ak-1", userName: "ann"))
        try await checkApiKeys(keys) { try await keys.save($0) }
        try await keys.remove(key: "ak-1")
        #expect(try await SQLApiKeyStore(database: database).apiKey("ak-1") == nil)
    }

    static func checkUsers(
        _ store: any UserStore, add: (String, String?, [String]) async throws -> UserAuth
    ) async throws {
        let ann = try await add("Ann", "ann@example.org", ["Manager", "Writer"])
        _ = try await add("bob", nil, [])
        #expect(try await store.user(withUserNameOrEmail: "ANN") == ann)
        #expect(try await store.user(withUserNameOrEmail: "Ann@Example.org") == ann)
        #expect(try await store.user(withId: ann.id) == ann)
        #expect(try await store.user(withUserNameOrEmail: "nobody") == nil)
        // NUL finds nobody on every database (PostgreSQL refused the statement, SQLite compared up to it).
        #expect(try await store.user(withUserNameOrEmail: "ann\u{0}x") == nil)
        #expect(try await store.user(withId: "\u{0}") == nil)
        #expect(try await store.user(withUserNameOrEmail: "bob")?.email == nil)
        #expect(await PasswordHasher.verify("pass-Ann", hash: ann.passwordHash))

        await #expect(throws: UserStoreError.userNameTaken("ann")) { try await add("ann", nil, []) }
        await #expect(throws: UserStoreError.userNameTaken("carol")) { try await add("carol", "BOB", []) }
    }

    /// `ak-1` acts as `ann` when the check starts; `save` adds or changes keys.
    static func checkApiKeys(_ store: any ApiKeyStore, save: (ApiKey) async throws -> Void) async throws {
        #expect(try await store.apiKey("ak-1") == ApiKey(key: "ak-1", userName: "ann"))
        #expect(try await store.apiKey("ak-unknown") == nil)
        #expect(try await store.apiKey("ak-1\u{0}") == nil)
        try await save(ApiKey(key: "ak-1", userName: "bob"))
        #expect(try await store.apiKey("ak-1")?.userName == "bob")
    }
}
