/// Where the auth feature finds API keys; implement it (or use a SQL store) to share them between instances.
public protocol ApiKeyStore: Sendable {
    /// The API key `key`, or nil when there is none.
    func apiKey(_ key: String) async throws -> ApiKey?
}
