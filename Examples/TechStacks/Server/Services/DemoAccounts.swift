import Foundation
import ServiceStackServer

/// The demo's sign-in: credentials auth with one seeded user, `demo` / `demo`, who may write.
///
/// Tokens are signed with a key made at start-up, so signing in again is needed after a restart. They are sent
/// both as cookies (browsers) and in the response body (the console keeps them between runs).
enum DemoAccounts {
    static let userName = "demo"
    static let password = "demo"

    static func authFeature() async throws -> AuthFeature {
        let users = InMemoryUserStore(passwordHashCost: 10)
        try users.addUser(userName: userName, password: password, displayName: "Demo User")
        return try await AuthFeature(users: users, jwtSecret: randomSecret(), tokenDelivery: .cookiesAndBody)
    }

    private static func randomSecret() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<48).map { _ in String(UInt8.random(in: 0...255, using: &generator), radix: 16) }.joined()
    }
}
