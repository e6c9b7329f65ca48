import ServiceStackNativeTypes

/// Settings of a `ServiceStackHost`.
public struct HostConfig: Sendable {
    /// The largest request body accepted; larger ones get 413. 10 MB by default.
    public var maxBodySize: Int = 10 * 1024 * 1024
    /// The most name/value pairs read from a query string, a form body or a multipart body (each counted on its
    /// own); more gets 400. 1,024 by default.
    public var maxFormFields: Int = 1024
    /// The most values (objects, arrays, strings, numbers, booleans, nulls) in a JSON body; more gets 400. Binding
    /// holds every value in memory, so this bounds the memory one request costs. 250,000 by default.
    public var maxJsonValues: Int = 250_000
    /// The most simultaneous connections; further ones wait in the listen backlog until one closes. By default
    /// 4,096, or three quarters of the process's file descriptor limit when that is lower.
    public var maxConnections: Int = ConnectionLimits.defaultMaxConnections
    /// How long a connection may go without a complete request head, from its opening or from its last response;
    /// then it is closed. Bounds idle keep-alive connections and clients that send headers slowly. 30 s by default.
    public var idleTimeout: Duration = .seconds(30)
    /// How long a request body may take to arrive in full after its head; then the connection is closed.
    /// 60 s by default.
    public var requestBodyTimeout: Duration = .seconds(60)
    /// Cross-origin settings; nil (the default) sends no CORS headers.
    public var cors: CorsPolicy?
    /// Adds `stackTrace` (request name, time, body and the error's full description) to error responses.
    public var debugMode: Bool = false

    /// When set, allows every origin with ServiceStack's default CORS headers (`cors = CorsPolicy()`).
    public var enableCors: Bool {
        get { cors != nil }
        set { cors = newValue ? (cors ?? CorsPolicy()) : nil }
    }
    /// Serves `/types/metadata`, `/types`, every language's `/types/{name}` (`/types/swift`, `/types/typescript`,
    /// `/types/python`…) and the `/metadata` page. On by default.
    public var enableMetadata: Bool = true
    /// The defaults of `/types/{language}` options a request does not give, and the types never exported
    /// (ServiceStack's `NativeTypesFeature.MetadataTypesConfig`). ServiceStack's defaults by default.
    ///
    /// Its properties are the defaults of options every language shares (`addResponseStatus`, `includeTypes`,
    /// `baseUrl`…); `languageDefaults` holds those of one language only, e.g.
    /// `config.nativeTypes.languageDefaults[.typeScript] = [OptionParameter(key: "ExportAsTypes", value: "True")]`
    /// or `[.java]: [OptionParameter(key: "Package", value: "org.example.api")]`. A request's query string
    /// overrides both.
    public var nativeTypes = NativeTypesConfig.hostDefaults
    /// Reference files of the host's own API that `start` and `run` write once the server listens, for
    /// development: an app in the same repository then builds against the API the host serves. A file whose text
    /// would not change (apart from its `Date:` line) is left untouched. Empty (off) by default; see
    /// `ServiceStackHost.writeDtoFiles(baseUrl:)`.
    public var writeDtosOnStart: [DtoFileSync] = []

    /// Creates the default settings.
    public init() {}

    /// Throws when a setting cannot be served with (a `CorsPolicy` allowing credentials from any origin). `start`,
    /// `run` and `test` check it before serving; a host mounted in a Hummingbird application logs it instead.
    public func validate() throws {
        try cors?.validate()
    }
}
