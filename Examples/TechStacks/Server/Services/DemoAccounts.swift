import Foundation
import SQLKit
import ServiceStackSQLStores
import ServiceStackServer

/// The demo's sign-in: credentials auth with one seeded user, `demo` / `demo`, who may write.
///
/// On SQLite, users, sessions and revoked tokens live in memory and tokens are signed with a key made at start-up,
/// so signing in again is needed after a restart. On PostgreSQL they live in the database, with the signing key,
/// so every instance accepts every other's sign-ins and sign-outs. Tokens are sent both as cookies (browsers) and
/// in the response body (the console keeps them between runs).
enum DemoAccounts {
    static let userName = "demo"
    static let password = "demo"
    private static let passwordHashCost: UInt8 = 10

    static func authFeature(_ storage: TechStacksStorage) async throws -> AuthFeature {
        guard storage.isShared else {
            let users = InMemoryUserStore(passwordHashCost: passwordHashCost)
            try users.addUser(userName: userName, password: password, displayName: "Demo User")
            return try await AuthFeature(users: users, jwtSecret: randomSecret(), tokenDelivery: .cookiesAndBody)
        }
        let users = try await SQLUserStore(database: storage.sql, passwordHashCost: passwordHashCost)
        do {
            try await users.addUser(userName: userName, password: password, displayName: "Demo User")
        } catch UserStoreError.userNameTaken {
            // Seeded by an earlier start or by another instance.
        }
        return try await AuthFeature(
            users: users, jwtSecret: try await SharedSecret.load(from: storage.sql, orCreate: randomSecret()),
            tokenDelivery: .cookiesAndBody, sessionStore: try await SQLSessionStore(database: storage.sql),
            tokenRevocations: try await SQLTokenRevocationStore(database: storage.sql))
    }

    static func randomSecret() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<32).map { _ in
            let byte = UInt8.random(in: 0...255, using: &generator)
            return (byte < 16 ? "0" : "") + String(byte, radix: 16)
        }.joined()
    }
}

/// The JWT signing key every instance on one database uses: the first instance to start stores its own.
enum SharedSecret {
    static func load(from database: any SQLDatabase, orCreate candidate: String) async throws -> String {
        try await database.create(table: "TechStacksSetting").ifNotExists()
            .column("name", type: .text, .primaryKey(autoIncrement: false))
            .column("value", type: .text, .notNull)
            .run()
        try await database.insert(into: "TechStacksSetting").columns("name", "value")
            .values(SQLBind("jwtSecret"), SQLBind(candidate)).ignoringConflicts().run()
        let row = try await database.select().column("value").from("TechStacksSetting")
            .where("name", .equal, "jwtSecret").first()
        guard let secret = try row?.decode(column: "value", as: String.self) else {
            throw SharedSecretError()
        }
        return secret
    }
}

struct SharedSecretError: Error, CustomStringConvertible {
    var description: String { "The TechStacksSetting table has no jwtSecret" }
}
