import Foundation
import ServiceStackNativeTypes
import ServiceStackWire

extension ServiceStackHost {
    /// The encoded `/metadata/app.json` document for `baseUrl`: built once per base URL, and again once an operation
    /// or a feature it describes changed (its `date` is when it was built).
    func appMetadataBody(baseUrl: String) throws -> Data {
        try appMetadataCache.body(for: baseUrl, inputs: appMetadataInputs) {
            try appMetadata(baseUrl: baseUrl).encodedJSON()
        }
    }

    /// What `/metadata/app.json` is built from besides its base URL.
    private var appMetadataInputs: AppMetadataCache.Inputs {
        let feature = appMetadataState.current
        return AppMetadataCache.Inputs(
            operationsRevision: registry.withLock { $0.descriptorsRevision },
            apiVersion: feature?.apiVersion, serviceDescription: feature?.serviceDescription,
            authenticates: authFeatureState.current != nil, serverEvents: serverEventsState.current != nil,
            apiExplorer: apiExplorerState.current != nil)
    }

    /// The `/metadata/app.json` document: the host's name and features, and its API as `/types/metadata` has it,
    /// with each operation's required roles.
    func appMetadata(baseUrl: String?) -> AppMetadata {
        let feature = appMetadataState.current ?? AppMetadataFeature()
        let descriptors = registry.current.descriptors
        var api = metadataDocument(baseUrl: baseUrl)
        api.config = nil
        let rolesByName = Dictionary(
            descriptors.map { ($0.name, $0.requiredRoles) }, uniquingKeysWith: { first, _ in first })
        for index in api.operations.indices {
            let roles = rolesByName[api.operations[index].request.name] ?? []
            api.operations[index].requiredRoles = roles.isEmpty ? nil : roles
        }
        let hasAutoQuery = descriptors.contains { descriptor in
            let type = descriptor.requestType()
            return type is any AutoQueryModelShape.Type || !CrudModelShape.of(type).isEmpty
        }
        let auth = authFeatureState.current.map { _ in Self.authInfo }
        var loaded = ["autoroutes"]
        if config.enableMetadata { loaded += ["metadata", "ssref"] }
        if config.enableCors { loaded.append("cors") }
        if auth != nil { loaded.append("auth") }
        if serverEventsState.current != nil { loaded.append("sse") }
        if hasAutoQuery { loaded.append("autoquery") }
        if apiExplorerState.current != nil { loaded.append("ui") }
        return AppMetadata(
            date: WireDate.wcfUtc(Date()),
            app: AppInfo(
                baseUrl: baseUrl, serviceName: name, apiVersion: feature.apiVersion,
                serviceDescription: feature.serviceDescription, meta: ["server": "ServiceStackServer (Swift)"]),
            config: ConfigInfo(debugMode: config.debugMode ? true : nil),
            contentTypeFormats: ["json": "application/json"],
            httpHandlers: ["ApiHandlers.Json": "/api/{Request}"],
            plugins: PluginInfo(
                loaded: loaded, auth: auth,
                autoQuery: hasAutoQuery ? AutoQueryInfo(viewerConventions: Self.viewerConventions) : nil),
            api: api)
    }

    /// The sign-in providers `AuthFeature` offers, named and typed as ServiceStack names its own.
    private static var authInfo: AuthInfo {
        AuthInfo(
            hasAuthRepository: true,
            authProviders: [
                MetaAuthProvider(name: "credentials", label: "Sign in", type: "credentials"),
                MetaAuthProvider(name: "jwt", type: "Bearer"),
                MetaAuthProvider(name: "basic", type: "Basic"),
                MetaAuthProvider(name: "apikey", type: "Bearer"),
            ],
            serviceRoutes: [
                "AuthenticateService": ["/auth", "/auth/{provider}"], "GetAccessTokenService": ["/access-token"],
            ])
    }

    /// The filters a UI offers per column: the implicit conventions AutoQuery reads, as ServiceStack lists them.
    private static let viewerConventions: [AutoQueryConvention] = [
        AutoQueryConvention(name: "=", value: "%"),
        AutoQueryConvention(name: "!=", value: "%!"),
        AutoQueryConvention(name: ">=", value: ">%"),
        AutoQueryConvention(name: ">", value: "%>"),
        AutoQueryConvention(name: "<=", value: "%<"),
        AutoQueryConvention(name: "<", value: "<%"),
        AutoQueryConvention(name: "In", value: "%In"),
        AutoQueryConvention(name: "Between", value: "%Between"),
        AutoQueryConvention(name: "Starts With", value: "%StartsWith", types: "string"),
        AutoQueryConvention(name: "Contains", value: "%Contains", types: "string"),
        AutoQueryConvention(name: "Ends With", value: "%EndsWith", types: "string"),
        AutoQueryConvention(name: "Exists", value: "%IsNotNull", valueType: "none"),
        AutoQueryConvention(name: "Not Exists", value: "%IsNull", valueType: "none"),
    ]
}

extension AppMetadata {
    /// The document as JSON, leaving out absent values.
    func encodedJSON() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
        return try encoder.encode(self)
    }
}
