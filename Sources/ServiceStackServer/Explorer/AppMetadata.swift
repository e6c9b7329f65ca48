import ServiceStackNativeTypes

/// The `/metadata/app.json` document in ServiceStack's `AppMetadata` shape: what the app is, which of
/// ServiceStack's features it has, and its API (the `/types/metadata` document).
struct AppMetadata: Encodable {
    /// When the document was made, as a WCF JSON date (`/Date(ms)/`).
    var date: String
    var app: AppInfo
    var config: ConfigInfo
    var contentTypeFormats: [String: String]
    var httpHandlers: [String: String]
    var plugins: PluginInfo
    var api: MetadataTypes
}

/// The app's name, address and description (`AppInfo`).
struct AppInfo: Encodable {
    var baseUrl: String?
    var serviceName: String
    var apiVersion: String?
    var serviceDescription: String?
    var jsTextCase = "CamelCase"
    var meta: [String: String]?
}

/// The host's settings ServiceStack publishes (`ConfigInfo`).
struct ConfigInfo: Encodable {
    var debugMode: Bool?
}

/// The features the host has (`PluginInfo`): their ServiceStack ids in `loaded`, details for some.
struct PluginInfo: Encodable {
    var loaded: [String]
    var auth: AuthInfo?
    var autoQuery: AutoQueryInfo?
    var meta: [String: String]?
}

/// How callers sign in (`AuthInfo`).
struct AuthInfo: Encodable {
    var hasAuthRepository: Bool?
    var authProviders: [MetaAuthProvider]
    var serviceRoutes: [String: [String]]?
}

/// One way to sign in (`MetaAuthProvider`): `name` is the provider in `/auth/{provider}`, `type` its kind.
struct MetaAuthProvider: Encodable {
    var name: String
    var label: String?
    var type: String
}

/// AutoQuery's settings (`AutoQueryInfo`): the filter conventions a UI offers for each column.
struct AutoQueryInfo: Encodable {
    var viewerConventions: [AutoQueryConvention]
}

/// One filter a UI offers (`AutoQueryConvention`): `value` is the parameter pattern, `%` standing for the field.
struct AutoQueryConvention: Encodable {
    var name: String
    var value: String
    var types: String?
    var valueType: String?
}
