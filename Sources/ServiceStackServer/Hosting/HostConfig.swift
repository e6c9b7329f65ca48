/// Settings of a `ServiceStackHost`.
public struct HostConfig: Sendable {
    /// The largest request body accepted; larger ones get 413. 10 MB by default.
    public var maxBodySize: Int = 10 * 1024 * 1024
    /// When set, adds permissive CORS headers and answers preflight `OPTIONS` requests.
    public var enableCors: Bool = false
    /// Serves `/types/metadata`, `/types/swift` and the `/metadata` page. On by default.
    public var enableMetadata: Bool = true

    /// Creates the default settings.
    public init() {}
}
