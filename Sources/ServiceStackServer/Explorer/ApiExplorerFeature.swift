import ServiceStackWire

/// An API Explorer at `/ui`: a page that lists the host's operations by tag, builds a form for each request from
/// `/metadata/app.json`, signs in with the host's auth and calls operations, showing the response, the field
/// errors beside their inputs, and AutoQuery results in a grid with paging and sorting.
///
/// The page, its stylesheet and its script come from the host itself (no third-party assets, no build step) and
/// are served with a strict `Content-Security-Policy`. Turn it on with `host.enableApiExplorer()`.
public struct ApiExplorerFeature: Sendable {
    /// Creates the feature.
    public init() {}
}

extension ServiceStackHost {
    /// Serves the API Explorer at `/ui` (and `/ui/explorer.css`, `/ui/explorer.js`), and `/metadata/app.json`,
    /// which it reads, when `enableAppMetadata` has not served it yet.
    public func enableApiExplorer(_ feature: ApiExplorerFeature = ApiExplorerFeature()) {
        guard apiExplorerState.exchange(feature) == nil else { return }
        if appMetadataState.current == nil { enableAppMetadata() }
        let files: [(path: String, asset: ApiExplorerAssets.Asset)] = [
            ("/ui", ApiExplorerAssets.pageAsset), ("/ui/explorer.css", ApiExplorerAssets.stylesAsset),
            ("/ui/explorer.js", ApiExplorerAssets.scriptAsset),
        ]
        for file in files {
            let asset = file.asset
            addRawEndpoint(file.path, verbs: "GET", readsSession: false) { context in asset.response(to: context) }
        }
    }
}
