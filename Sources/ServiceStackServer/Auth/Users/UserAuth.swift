/// A user account as a `UserStore` keeps it: the password only as a bcrypt hash.
public struct UserAuth: Sendable, Equatable {
    /// The user's id (the JWT `sub` claim).
    public var id: String
    /// The login name.
    public var userName: String
    /// The name to show; the user name when nil.
    public var displayName: String?
    /// The email address, which also works as a login name.
    public var email: String?
    /// The user's roles (`Admin` passes every role check).
    public var roles: [String]
    /// The user's permissions.
    public var permissions: [String]
    /// The bcrypt hash of the password.
    public var passwordHash: String

    /// Creates a user account.
    public init(
        id: String, userName: String, displayName: String? = nil, email: String? = nil, roles: [String] = [],
        permissions: [String] = [], passwordHash: String
    ) {
        self.id = id
        self.userName = userName
        self.displayName = displayName
        self.email = email
        self.roles = roles
        self.permissions = permissions
        self.passwordHash = passwordHash
    }

    /// The session of a request this user authenticated.
    public var session: AuthSession {
        AuthSession(
            userId: id, userName: userName, displayName: displayName, email: email, roles: roles,
            permissions: permissions)
    }
}
