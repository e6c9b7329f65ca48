import Foundation

/// One `/types/swift` option: its key, the kind of value it takes, where the header prints it, and where its value
/// lives in `NativeTypesOptions` (given), `NativeTypesConfig` (the server's default, hence the resolved setting)
/// and `MetadataTypesConfig` (what `/types/metadata` publishes). `NativeTypesOption.all` lists every option; parsing,
/// the header, query strings, resolution and the published config all go through it.
struct NativeTypesOption: Sendable {
    /// Where the `/* Options: */` header prints an option.
    enum HeaderPlacement: Sendable {
        /// Always, commented out with `//` when the request did not give it (the official header's options).
        case always
        /// Only when the request gave it (ServiceStack's other options and this package's extensions).
        case whenGiven
        /// Never (`WithoutOptions`, which removes the header itself).
        case never
    }

    /// The key, as written in the header and the query string.
    let key: NativeTypesOptionKey
    /// The kind of value it takes.
    let kind: OptionValueKind
    /// Where the header prints it.
    let placement: HeaderPlacement
    /// Sets the option from a non-empty text value.
    let parse: @Sendable (String, inout NativeTypesOptions) throws(OptionsError) -> Void
    /// The given value as the header prints it, or nil when it was not given.
    let givenText: @Sendable (NativeTypesOptions) -> String?
    /// Replaces the setting with the given value, if any, and normalizes it.
    let resolve: @Sendable (NativeTypesOptions, inout NativeTypesConfig) -> Void
    /// The setting as the header prints it.
    let settingText: @Sendable (NativeTypesConfig) -> String
    /// Writes the setting into a published config (no-op for options ServiceStack does not publish).
    let publish: @Sendable (NativeTypesConfig, inout MetadataTypesConfig) -> Void
    /// Takes the setting from a published config when it has one (no-op for options not read back).
    let readPublished: @Sendable (MetadataTypesConfig, inout NativeTypesConfig) -> Void

    /// The given value as a query string writes it, or nil when it was not given.
    func queryText(_ options: NativeTypesOptions) -> String? {
        givenText(options).map(kind.queryText)
    }

    /// Declares an option that `/types/metadata`'s config carries in `published`; `readsPublished` is false when a
    /// generator must not take it back from there.
    init<Value, Setting>(
        _ key: NativeTypesOptionKey,
        _ codec: OptionCodec<Value, Setting>,
        header placement: HeaderPlacement,
        given: any WritableKeyPath<NativeTypesOptions, Value?> & Sendable,
        setting: any WritableKeyPath<NativeTypesConfig, Setting> & Sendable,
        published: any WritableKeyPath<MetadataTypesConfig, Value?> & Sendable,
        readsPublished: Bool = true
    ) {
        self.init(
            key, codec, placement: placement, given: given, setting: setting, published: .some(published),
            readsPublished: readsPublished)
    }

    /// Declares an option `/types/metadata` does not publish (this package's extensions, `WithoutOptions`).
    init<Value, Setting>(
        _ key: NativeTypesOptionKey,
        _ codec: OptionCodec<Value, Setting>,
        header placement: HeaderPlacement,
        given: any WritableKeyPath<NativeTypesOptions, Value?> & Sendable,
        setting: any WritableKeyPath<NativeTypesConfig, Setting> & Sendable
    ) {
        self.init(
            key, codec, placement: placement, given: given, setting: setting, published: nil, readsPublished: false)
    }

    private init<Value, Setting>(
        _ key: NativeTypesOptionKey,
        _ codec: OptionCodec<Value, Setting>,
        placement: HeaderPlacement,
        given: any WritableKeyPath<NativeTypesOptions, Value?> & Sendable,
        setting: any WritableKeyPath<NativeTypesConfig, Setting> & Sendable,
        published: (any WritableKeyPath<MetadataTypesConfig, Value?> & Sendable)?,
        readsPublished: Bool
    ) {
        self.key = key
        kind = codec.kind
        self.placement = placement
        parse = { text, options throws(OptionsError) in
            options[keyPath: given] = try codec.parse(text, key.rawValue)
        }
        givenText = { options in options[keyPath: given].flatMap(codec.headerText) }
        resolve = { options, config in
            if let value = options[keyPath: given] { config[keyPath: setting] = codec.setting(value) }
            config[keyPath: setting] = codec.normalized(config[keyPath: setting])
        }
        settingText = { config in codec.settingText(config[keyPath: setting]) }
        publish = { config, metadata in
            if let published { metadata[keyPath: published] = codec.published(config[keyPath: setting]) }
        }
        let readField = readsPublished ? published : nil
        readPublished = { metadata, config in
            if let readField, let value = metadata[keyPath: readField] {
                config[keyPath: setting] = codec.normalized(codec.setting(value))
            }
        }
    }
}
