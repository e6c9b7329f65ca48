import ServiceStackServer
import Testing

@Suite struct PasswordStorageTests {
    @Test func storeKeepsABcryptHashThatVerifies() async throws {
        let store = InMemoryUserStore(passwordHashCost: 4)
        try store.addUser(userName: "alice", password: "s3cret!", email: "alice@example.org")
        let user = try #require(try await store.user(withUserNameOrEmail: "ALICE@example.org"))
        #expect(user.passwordHash != "s3cret!")
        #expect(!user.passwordHash.contains("s3cret!"))
        #expect(user.passwordHash.hasPrefix("$2"))
        #expect(await PasswordHasher.verify("s3cret!", hash: user.passwordHash))
        #expect(!(await PasswordHasher.verify("s3cret?", hash: user.passwordHash)))
    }

    @Test func duplicateUserNamesAreRefused() throws {
        let store = InMemoryUserStore(passwordHashCost: 4)
        try store.addUser(userName: "bob", password: "x")
        #expect(throws: UserStoreError.userNameTaken("BOB")) { try store.addUser(userName: "BOB", password: "y") }
    }

    @Test func shortSecretsAreRefused() async throws {
        await #expect(throws: AuthConfigurationError.secretTooShort(minimumBytes: 32)) {
            _ = try await AuthFeature(users: InMemoryUserStore(), jwtSecret: "short")
        }
    }

    @Test(arguments: [0, -1, Double.infinity, Double.nan])
    func unusableLifetimesAreRefused(lifetime: Double) async throws {
        await #expect(throws: AuthConfigurationError.self) {
            _ = try await AuthFeature(
                users: InMemoryUserStore(), jwtSecret: String(repeating: "k", count: 32),
                accessTokenLifetime: lifetime)
        }
    }
}
