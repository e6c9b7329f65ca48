/// The authenticated user of a request.
public struct AuthSession: Sendable, Equatable {
    /// The user's id.
    public var userId: String
    /// The user's login name.
    public var userName: String
    /// The name to show.
    public var displayName: String
    /// The user's email address.
    public var email: String?
    /// The user's roles.
    public var roles: [String]
    /// The user's permissions.
    public var permissions: [String]

    /// Creates a session.
    public init(
        userId: String, userName: String, displayName: String? = nil, email: String? = nil, roles: [String] = [],
        permissions: [String] = []
    ) {
        self.userId = userId
        self.userName = userName
        self.displayName = displayName ?? userName
        self.email = email
        self.roles = roles
        self.permissions = permissions
    }

    /// Whether the user has `role`; the `Admin` role has them all, as in ServiceStack.
    public func hasRole(_ role: String) -> Bool {
        roles.contains(role) || roles.contains(AuthSession.adminRole)
    }

    /// ServiceStack's super-user role.
    public static let adminRole = "Admin"
}
