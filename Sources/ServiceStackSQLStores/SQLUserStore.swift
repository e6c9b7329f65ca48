import Foundation
import SQLKit
import ServiceStackServer

/// A `UserStore` in a SQL database (SQLite, PostgreSQL, any sql-kit dialect): table `ss_users`, passwords as
/// bcrypt hashes, roles and permissions as JSON lists. Several instances on one database share their users.
public final class SQLUserStore: UserStore {
    /// The database the users live in.
    public let database: any SQLDatabase
    /// The bcrypt cost new passwords are hashed with (4...31; tests may use 4).
    public let passwordHashCost: UInt8

    static let table = "ss_users"

    /// Opens the store, creating its table when missing (safe to run on every start, by every instance).
    public init(database: any SQLDatabase, passwordHashCost: UInt8 = 12) async throws {
        self.database = database
        self.passwordHashCost = passwordHashCost
        try await database.create(table: Self.table).ifNotExists()
            .column("id", type: .text, .primaryKey(autoIncrement: false))
            .column("user_name", type: .text, .notNull)
            .column("user_name_key", type: .text, .notNull, .unique)
            .column("display_name", type: .text)
            .column("email", type: .text)
            .column("email_key", type: .text, .unique)
            .column("roles", type: .text, .notNull)
            .column("permissions", type: .text, .notNull)
            .column("password_hash", type: .text, .notNull)
            .run()
    }

    /// Adds a user, hashing `password` off the cooperative pool; the id defaults to a new random one.
    /// Throws `UserStoreError.userNameTaken` when the user name or email is another user's user name or email.
    @discardableResult
    public func addUser(
        id: String? = nil, userName: String, password: String, displayName: String? = nil, email: String? = nil,
        roles: [String] = [], permissions: [String] = []
    ) async throws -> UserAuth {
        let loginNames = [userName, email].compactMap { $0?.lowercased() }
        guard try await !anyUser(withLoginNameIn: loginNames) else { throw UserStoreError.userNameTaken(userName) }
        let user = UserAuth(
            id: id ?? UUID().uuidString.lowercased(), userName: userName, displayName: displayName, email: email,
            roles: roles, permissions: permissions,
            passwordHash: await PasswordHasher.hash(password, cost: passwordHashCost))
        do {
            try await database.insert(into: Self.table)
                .columns(
                    "id", "user_name", "user_name_key", "display_name", "email", "email_key", "roles", "permissions",
                    "password_hash"
                )
                .values(
                    SQLBind(user.id), SQLBind(user.userName), SQLBind(user.userName.lowercased()),
                    SQLBind(user.displayName), SQLBind(user.email), SQLBind(user.email?.lowercased()),
                    SQLBind(try SQLStoreColumns.text(roles)), SQLBind(try SQLStoreColumns.text(permissions)),
                    SQLBind(user.passwordHash)
                )
                .run()
        } catch {
            // Another instance may have added the same name between the check and the insert.
            if try await anyUser(withLoginNameIn: loginNames) { throw UserStoreError.userNameTaken(userName) }
            throw error
        }
        return user
    }

    public func user(withUserNameOrEmail userNameOrEmail: String) async throws -> UserAuth? {
        let key = userNameOrEmail.lowercased()
        guard SQLStoreColumns.canMatch(key) else { return nil }
        let row = try await database.select().column(SQLLiteral.all).from(Self.table)
            .where("user_name_key", .equal, key).orWhere("email_key", .equal, key)
            .orderBy("user_name_key", .ascending).first()
        return try row.map(Self.user(from:))
    }

    public func user(withId id: String) async throws -> UserAuth? {
        guard SQLStoreColumns.canMatch(id) else { return nil }
        let row = try await database.select().column(SQLLiteral.all).from(Self.table).where("id", .equal, id).first()
        return try row.map(Self.user(from:))
    }

    private func anyUser(withLoginNameIn names: [String]) async throws -> Bool {
        try await database.select().column("id").from(Self.table)
            .where("user_name_key", .in, names).orWhere("email_key", .in, names).first() != nil
    }

    private static func user(from row: any SQLRow) throws -> UserAuth {
        UserAuth(
            id: try row.decode(column: "id", as: String.self),
            userName: try row.decode(column: "user_name", as: String.self),
            displayName: try row.decode(column: "display_name", as: String?.self),
            email: try row.decode(column: "email", as: String?.self),
            roles: try SQLStoreColumns.names(row.decode(column: "roles", as: String.self)),
            permissions: try SQLStoreColumns.names(row.decode(column: "permissions", as: String.self)),
            passwordHash: try row.decode(column: "password_hash", as: String.self))
    }
}
