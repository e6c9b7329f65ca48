import Foundation

extension NativeTypesConfig {
    /// The `config` object a server publishes in `/types/metadata` for these defaults.
    public func publishedConfig(baseUrl requestBaseUrl: String?) -> MetadataTypesConfig {
        var config = MetadataTypesConfig()
        config.baseUrl = baseUrl ?? requestBaseUrl
        for option in NativeTypesOption.all { option.publish(self, &config) }
        return config
    }

    /// The defaults a server published in `/types/metadata`, so that generating here gives what its
    /// `/types/swift` gives: each value it publishes replaces ServiceStack's default. `makePropertiesOptional`
    /// is not read: ServiceStack publishes its C# default there, while its `/types/swift` makes properties
    /// optional unless the request says otherwise. Without a `config` these are ServiceStack's defaults.
    public init(published config: MetadataTypesConfig?) {
        self.init()
        guard let config else { return }
        for option in NativeTypesOption.all { option.readPublished(config, &self) }
    }
}
