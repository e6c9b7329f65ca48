import ServiceStack
import ServiceStackWire

/// The default `ApiKeyStore`: the keys given at start, in this process's memory.
public final class InMemoryApiKeyStore: ApiKeyStore {
    private let keys: Locked<[String: ApiKey]>

    /// Creates a store holding `apiKeys` (a later key replaces an earlier one with the same value).
    public init(_ apiKeys: [ApiKey] = []) {
        keys = Locked(Dictionary(apiKeys.map { ($0.key, $0) }, uniquingKeysWith: { _, last in last }))
    }

    /// Adds or replaces `apiKey`.
    public func save(_ apiKey: ApiKey) {
        keys.withLock { $0[apiKey.key] = apiKey }
    }

    public func apiKey(_ key: String) async -> ApiKey? {
        keys.current[key]
    }
}
