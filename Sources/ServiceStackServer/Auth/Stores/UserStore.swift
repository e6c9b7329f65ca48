/// Where the auth feature finds user accounts; implement it to keep users in a database.
public protocol UserStore: Sendable {
    /// The user whose user name or email is `userNameOrEmail` (case-insensitive), or nil.
    func user(withUserNameOrEmail userNameOrEmail: String) async throws -> UserAuth?
    /// The user with the given id, or nil.
    func user(withId id: String) async throws -> UserAuth?
}
