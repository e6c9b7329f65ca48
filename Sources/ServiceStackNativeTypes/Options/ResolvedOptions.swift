import Foundation

/// Options with their defaults applied: what the generator actually uses. Each setting reads as a property
/// (`options.addResponseStatus`): the server's config with every option the request gave put in.
@dynamicMemberLookup
struct ResolvedOptions: Sendable, Equatable {
    /// The `BaseUrl:` the header prints: the request's, else the server's, else empty.
    var baseUrl: String
    /// The settings, the request's options applied over the server's defaults.
    var settings: NativeTypesConfig

    /// Each option the request gave, else the server's default from `context.config`.
    init(_ options: NativeTypesOptions, context: GenerationContext) {
        baseUrl = options.baseUrl ?? context.config.baseUrl ?? ""
        settings = context.config
        for option in NativeTypesOption.all { option.resolve(options, &settings) }
    }

    /// A setting, e.g. `options.includeTypes`.
    subscript<Value>(dynamicMember keyPath: KeyPath<NativeTypesConfig, Value>) -> Value {
        settings[keyPath: keyPath]
    }
}
