/// Where the auth feature finds user accounts; implement it to keep users in a database.
public protocol UserStore: Sendable {
    /// The user whose user name or email is `userNameOrEmail` (case-insensitive), or nil.
    func user(withUserNameOrEmail userNameOrEmail: String) async throws -> UserAuth?
    /// The user with the given id, or nil.
    func user(withId id: String) async throws -> UserAuth?
    /// The bcrypt cost of the store's password hashes: an unknown user's password is checked against a hash of
    /// this cost, so that refusing one takes as long as refusing a known user's wrong password.
    var passwordHashCost: UInt8 { get }
}

extension UserStore {
    /// 12, bcrypt's usual cost.
    public var passwordHashCost: UInt8 { 12 }
}
