import ServiceStack
import ServiceStackWire

/// A `UserStore` that keeps users in memory, with bcrypt-hashed passwords.
public final class InMemoryUserStore: UserStore {
    /// The bcrypt cost new passwords are hashed with (4...31; tests may use 4).
    public let passwordHashCost: UInt8
    private let users = Locked<[UserAuth]>([])

    /// Creates an empty store; `passwordHashCost` is bcrypt's log2 rounds (12 unless told otherwise).
    public init(passwordHashCost: UInt8 = 12) {
        self.passwordHashCost = passwordHashCost
    }

    /// Adds a user, hashing `password` on the calling thread (meant for setup); the id defaults to the next number.
    /// Throws `UserStoreError.userNameTaken` when the user name or email is taken.
    @discardableResult
    public func addUser(
        id: String? = nil, userName: String, password: String, displayName: String? = nil, email: String? = nil,
        roles: [String] = [], permissions: [String] = []
    ) throws -> UserAuth {
        let hash = PasswordHasher.hashBlocking(password, cost: passwordHashCost)
        return try users.withLock { users in
            let names = [userName, email].compactMap { $0?.lowercased() }
            if users.contains(where: { user in Self.loginNames(of: user).contains { names.contains($0) } }) {
                throw UserStoreError.userNameTaken(userName)
            }
            let user = UserAuth(
                id: id ?? String(users.count + 1), userName: userName, displayName: displayName, email: email,
                roles: roles, permissions: permissions, passwordHash: hash)
            users.append(user)
            return user
        }
    }

    public func user(withUserNameOrEmail userNameOrEmail: String) async throws -> UserAuth? {
        let wanted = userNameOrEmail.lowercased()
        return users.current.first { Self.loginNames(of: $0).contains(wanted) }
    }

    public func user(withId id: String) async throws -> UserAuth? {
        users.current.first { $0.id == id }
    }

    private static func loginNames(of user: UserAuth) -> [String] {
        [user.userName.lowercased()] + (user.email.map { [$0.lowercased()] } ?? [])
    }
}

/// Why a user could not be added.
public enum UserStoreError: Error, Equatable {
    /// Another user already has this user name or email.
    case userNameTaken(String)
}
