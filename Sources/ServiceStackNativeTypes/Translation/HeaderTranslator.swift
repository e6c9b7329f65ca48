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
            "Date: \(formattedDate())",
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

    /// `yyyy-MM-dd HH:mm:ss` in the context's time zone.
    private func formattedDate() -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = context.timeZone
        let parts = calendar.dateComponents(
            [.year, .month, .day, .hour, .minute, .second], from: context.date)
        func pad(_ value: Int?, _ width: Int) -> String {
            let text = String(value ?? 0)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return "\(pad(parts.year, 4))-\(pad(parts.month, 2))-\(pad(parts.day, 2)) "
            + "\(pad(parts.hour, 2)):\(pad(parts.minute, 2)):\(pad(parts.second, 2))"
    }
}
