/// An API key that authenticates requests as a user, sent as `Authorization: Bearer {key}`, `X-Api-Key`,
/// or as the Basic-auth user name.
public struct ApiKey: Sendable, Equatable {
    /// The key itself, e.g. `ak-` followed by 32 hex digits.
    public var key: String
    /// The user name of the user the key acts as.
    public var userName: String

    /// Creates an API key for the user `userName`.
    public init(key: String, userName: String) {
        self.key = key
        self.userName = userName
    }
}
