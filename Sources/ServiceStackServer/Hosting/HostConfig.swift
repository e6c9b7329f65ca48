/// Settings of a `ServiceStackHost`.
public struct HostConfig: Sendable {
    /// The largest request body accepted; larger ones get 413. 10 MB by default.
    public var maxBodySize: Int = 10 * 1024 * 1024
    /// Cross-origin settings; nil (the default) sends no CORS headers.
    public var cors: CorsPolicy?
    /// Adds `stackTrace` (request name, time, body and the error's full description) to error responses.
    public var debugMode: Bool = false

    /// When set, allows every origin with ServiceStack's default CORS headers (`cors = CorsPolicy()`).
    public var enableCors: Bool {
        get { cors != nil }
        set { cors = newValue ? (cors ?? CorsPolicy()) : nil }
    }
    /// Serves `/types/metadata`, `/types/swift` and the `/metadata` page. On by default.
    public var enableMetadata: Bool = true

    /// Creates the default settings.
    public init() {}
}
