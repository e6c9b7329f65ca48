import Foundation

/// How one kind of option is read from text, written back, and turned into a setting.
///
/// `Value` is what a request gives (`NativeTypesOptions` holds `Value?`, nil when not given); `Setting` is what
/// the generator uses (`NativeTypesConfig` holds one, the server's default).
struct OptionCodec<Value: Sendable, Setting: Sendable>: Sendable {
    /// The kind of text the option takes.
    let kind: OptionValueKind
    /// Reads a non-empty value; the second argument names the option in errors.
    let parse: @Sendable (String, String) throws(OptionsError) -> Value
    /// A given value as the header prints it; nil when it counts as not given (an empty list or name).
    let headerText: @Sendable (Value) -> String?
    /// The setting a given value stands for.
    let setting: @Sendable (Value) -> Setting
    /// Cleans a setting from either source: an empty name means none, empty imports mean the standard ones.
    let normalized: @Sendable (Setting) -> Setting
    /// A setting as the header prints it when the request did not give the option.
    let settingText: @Sendable (Setting) -> String
    /// A setting as `/types/metadata` publishes it.
    let published: @Sendable (Setting) -> Value?
}

/// The kinds of option values, as written in a header or a query string.
enum OptionValueKind: Sendable, CaseIterable {
    /// `True`/`False` in the header, `true`/`false` in a query string.
    case bool
    /// A whole number.
    case int
    /// A name, written as is.
    case text
    /// A comma-separated list.
    case list
}

extension OptionValueKind {
    /// How a header value of this kind is written in a query string.
    func queryText(_ headerText: String) -> String {
        self == .bool ? headerText.lowercased() : headerText
    }
}

extension OptionCodec where Value == Bool, Setting == Bool {
    /// `True`/`False` (also `1`/`0`, any case); anything else is an error.
    static var bool: Self { bool(parse: OptionListFormat.parseBool) }

    /// A boolean whose unreadable values mean true (`WithoutOptions`).
    static var lenientBool: Self { bool { text, key in (try? OptionListFormat.parseBool(text, key: key)) ?? true } }

    private static func bool(parse: @escaping @Sendable (String, String) throws(OptionsError) -> Bool) -> Self {
        Self(
            kind: .bool, parse: parse, headerText: OptionListFormat.headerBool, setting: { $0 },
            normalized: { $0 }, settingText: OptionListFormat.headerBool, published: { $0 })
    }
}

extension OptionCodec where Value == Int, Setting == Int? {
    /// A whole number; no setting prints as an empty value.
    static var int: Self {
        Self(
            kind: .int, parse: OptionListFormat.parseInt, headerText: { String($0) }, setting: { $0 },
            normalized: { $0 }, settingText: { $0.map(String.init) ?? "" }, published: { $0 })
    }
}

extension OptionCodec where Value == String, Setting == String? {
    /// A name; an empty one counts as none.
    static var text: Self {
        Self(
            kind: .text, parse: { text, _ in text }, headerText: nonEmpty, setting: { $0 },
            normalized: { $0.flatMap(nonEmpty) }, settingText: { $0 ?? "" }, published: { $0 })
    }

    private static func nonEmpty(_ text: String) -> String? { text.isEmpty ? nil : text }
}

extension OptionCodec where Value == [String], Setting == [String] {
    /// A comma-separated list (commas inside `{}` and `<>` do not split); published only when not empty.
    static var list: Self { list(normalized: { $0 }, published: { $0.isEmpty ? nil : $0 }) }

    /// The `import` list: an empty one means the standard imports, and it is always published.
    static var imports: Self {
        list(normalized: { $0.isEmpty ? NativeTypesConfig.standardImports : $0 }, published: { $0 })
    }

    private static func list(
        normalized: @escaping @Sendable ([String]) -> [String],
        published: @escaping @Sendable ([String]) -> [String]?
    ) -> Self {
        Self(
            kind: .list, parse: { text, _ in OptionListFormat.split(text) },
            headerText: { $0.isEmpty ? nil : OptionListFormat.join($0) }, setting: { $0 },
            normalized: normalized, settingText: OptionListFormat.join, published: published)
    }
}
