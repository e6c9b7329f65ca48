import ServiceStackWire

/// Serves `/metadata/app.json`, the document ServiceStack's tools and UIs read to learn an app: its name and
/// description, the features it has (sign-in providers, AutoQuery, Server Events) and its API, in ServiceStack's
/// `AppMetadata` shape. Turn it on with `host.enableAppMetadata(AppMetadataFeature(...))`.
public struct AppMetadataFeature: Sendable {
    /// The API's version (`app.apiVersion`).
    public var apiVersion: String?
    /// What the app does, shown by UIs (`app.serviceDescription`).
    public var serviceDescription: String?

    /// Creates the feature; both parts are optional.
    public init(apiVersion: String? = nil, serviceDescription: String? = nil) {
        self.apiVersion = apiVersion
        self.serviceDescription = serviceDescription
    }
}

extension ServiceStackHost {
    /// Serves `/metadata/app.json` described by `feature`; enabling again replaces the feature's settings.
    public func enableAppMetadata(_ feature: AppMetadataFeature = AppMetadataFeature()) {
        guard appMetadataState.exchange(feature) == nil else { return }
        addRawEndpoint("/metadata/app.json", verbs: "GET", readsSession: false) { [weak self] context in
            guard let self else { return HttpResult(status: 503) }
            return HttpResult(
                headers: [("Content-Type", "application/json; charset=utf-8")],
                body: try self.appMetadataBody(baseUrl: MetadataEndpoints.baseUrl(of: context)))
        }
    }
}
