import Foundation

/// Builds the `/* Options: ... */` header lines (spec 10.2).
struct HeaderTranslator {
    var given: NativeTypesOptions
    var options: ResolvedOptions
    var context: GenerationContext

    private var settings: NativeTypesConfig { options.settings }

    func lines() -> [String] {
        var lines = [
            "/* Options:",
            "Date: \(HeaderDate.text(context))",
            "SwiftVersion: \(context.swiftVersion)",
            "Version: \(context.serverVersion)",
            "Tip: To override a DTO option, remove \"//\" prefix before updating",
            "BaseUrl: \(options.baseUrl)",
            "",
        ]
        for option in NativeTypesOption.all {
            let given = option.givenText(self.given)
            switch option.placement {
            case .always:
                lines.append("\(given == nil ? "//" : "")\(option.key.rawValue): \(option.settingText(settings))")
            case .whenGiven: if let given { lines.append("\(option.key.rawValue): \(given)") }
            case .never: break
            }
        }
        var printed = Set<String>()
        for parameter in given.additionalParameters where !parameter.value.isEmpty {
            printed.insert(parameter.key.lowercased())
            lines.append("\(parameter.key): \(parameter.value)")
        }
        for name in context.addQueryParamOptions where !printed.contains(name.lowercased()) {
            lines.append("//\(name): ")
        }
        lines.append("*/")
        return lines
    }
}
