import Foundation

/// The options of a request for a language other than Swift: what the request gave, over the host's defaults for
/// that language. Keys match case-insensitively; an empty value counts as not given.
struct LanguageOptions: Sendable, Equatable {
    /// The request's options, in order, as given.
    var given: [OptionParameter]
    /// The host's defaults for this language (`NativeTypesConfig.languageDefaults`).
    var defaults: [OptionParameter]

    init(given: [OptionParameter], defaults: [OptionParameter] = []) {
        self.given = given
        self.defaults = defaults
    }

    /// The request's value for `key`, or nil when it did not give one.
    func givenText(_ key: String) -> String? {
        Self.lookup(key, in: given)
    }

    /// The request's value, else the host's default for this language, else nil.
    func text(_ key: String) -> String? {
        givenText(key) ?? Self.lookup(key, in: defaults)
    }

    /// `True`/`False` (or `1`/`0`): the request's, else the host's, else `defaultValue`.
    func bool(_ key: String, default defaultValue: Bool) throws(OptionsError) -> Bool {
        guard let text = text(key) else { return defaultValue }
        return try OptionListFormat.parseBool(text, key: key)
    }

    /// A whole number: the request's, else the host's, else nil.
    func int(_ key: String) throws(OptionsError) -> Int? {
        guard let text = text(key) else { return nil }
        return try OptionListFormat.parseInt(text, key: key)
    }

    /// A comma-separated list (`{tag1,tag2}` and `Name<T,U>` stay whole): the request's, else the host's, else
    /// `defaultValue`.
    func list(_ key: String, default defaultValue: [String] = []) -> [String] {
        guard let text = text(key) else { return defaultValue }
        return OptionListFormat.split(text)
    }

    /// The `BaseUrl:` a header prints: the request's, else the host's, else empty.
    func baseUrl(context: GenerationContext) -> String {
        givenText("BaseUrl") ?? context.config.baseUrl ?? ""
    }

    /// The request's parameters that `known` does not list (case-insensitively), in order: a header prints them
    /// after the known options so they survive an update.
    func unknownParameters(known: [String]) -> [OptionParameter] {
        let knownKeys = Set(known.map { $0.lowercased() } + ["baseurl"])
        return given.filter {
            !knownKeys.contains($0.key.lowercased()) && !$0.value.trimmingCharacters(in: .whitespaces).isEmpty
        }
    }

    /// Which types the reference holds: `IncludeTypes`, `ExcludeTypes` and `AddServiceStackTypes`, each the
    /// request's, else this language's host default, else the host's shared setting.
    func selectionSettings(context: GenerationContext) throws(OptionsError) -> SelectionSettings {
        SelectionSettings(
            includeTypes: list("IncludeTypes", default: context.config.includeTypes),
            excludeTypes: list("ExcludeTypes", default: context.config.excludeTypes),
            addServiceStackTypes: try bool("AddServiceStackTypes", default: context.config.addServiceStackTypes))
    }

    private static func lookup(_ key: String, in parameters: [OptionParameter]) -> String? {
        for parameter in parameters.reversed() where parameter.key.caseInsensitiveCompare(key) == .orderedSame {
            let value = parameter.value.trimmingCharacters(in: .whitespaces)
            return value.isEmpty ? nil : value
        }
        return nil
    }
}
