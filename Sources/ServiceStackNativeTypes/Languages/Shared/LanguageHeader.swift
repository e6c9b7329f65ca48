import Foundation

/// The `Options:` header every ServiceStack reference starts with, in the comment syntax of its language: the date,
/// version and tip lines, `BaseUrl:`, then one line per option, commented out with `//` when the request did not
/// give it, so that `x` can read the header back when it updates the file.
struct LanguageHeader {
    /// One option line.
    struct Option {
        /// The option's key (`MakePropertiesOptional`).
        var key: String
        /// The request's value as the header prints it, or nil when it was not given.
        var given: String?
        /// The setting in effect as the header prints it, shown commented out when nothing was given.
        var setting: String
    }

    /// The line that opens the comment and names it (`/* Options:`, `""" Options:`).
    var opening = "/* Options:"
    /// The line that closes it (`*/`, `"""`).
    var closing = "*/"
    /// Lines between `Date:` and `Version:` (e.g. a language version).
    var extraLines: [String] = []

    /// The header's lines, without a trailing newline.
    func lines(
        context: GenerationContext, baseUrl: String, options: [Option], unknown: [OptionParameter] = []
    ) -> [String] {
        var lines = [opening, "Date: \(HeaderDate.text(context))"] + extraLines
        lines += [
            "Version: \(context.serverVersion)",
            "Tip: To override a DTO option, remove \"//\" prefix before updating",
            "BaseUrl: \(baseUrl)",
            "",
        ]
        for option in options {
            if let given = option.given {
                lines.append("\(option.key): \(given)")
            } else {
                lines.append("//\(option.key): \(option.setting)")
            }
        }
        for parameter in unknown { lines.append("\(parameter.key): \(parameter.value)") }
        lines.append(closing)
        return lines
    }
}

extension LanguageHeader.Option {
    /// A boolean option: `True`/`False`.
    init(_ key: String, given options: LanguageOptions, setting: Bool) {
        self.init(
            key: key,
            given: options.givenText(key).map { text in
                (try? OptionListFormat.parseBool(text, key: key)).map(OptionListFormat.headerBool) ?? text
            }, setting: OptionListFormat.headerBool(setting))
    }

    /// A text, number or list option, printed as given; `setting` is what applies when it is not given.
    init(_ key: String, given options: LanguageOptions, setting: String) {
        self.init(key: key, given: options.givenText(key), setting: setting)
    }
}
